#!/usr/bin/env node
// `npx kinetic <command>` in a roblox-ts game: the same `kinetic` command as the executable (compile,
// play, test, typecheck, version; docs/Using-in-a-game.md), run by Lune from the bundle beside this
// file (`kinetic.luau`, made when the package is packed: .lune/npm-bundle.luau). It needs Lune
// 0.11.1 on the PATH (or its path in LUNE): rokit add lune-org/lune@0.11.1.
"use strict";
const { spawnSync } = require("child_process");
const path = require("path");

const lune = process.env.LUNE || "lune";
const bundle = path.join(__dirname, "kinetic.luau");
const result = spawnSync(lune, ["run", bundle, "--", ...process.argv.slice(2)], { stdio: "inherit" });
if (result.error) {
	console.error(
		`kinetic: cannot run Lune (${lune}): ${result.error.message}. Install Lune 0.11.1 ` +
			"(rokit add lune-org/lune@0.11.1) or set LUNE to its path; or use the kinetic executable."
	);
	process.exit(2);
}
process.exit(result.status === null ? 1 : result.status);
