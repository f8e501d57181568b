# Kinetic: every command a developer or CI needs. Tools are pinned and installed on first use
# into cargo's bin folder (a fresh machine compiles them: several minutes; later runs: seconds).

LUNE_VERSION   := 0.11.1
STYLUA_VERSION := 2.6.0
SELENE_VERSION := 0.31.0
WALLY_VERSION  := 0.3.2
MOONWAVE_VERSION := 1.4.2
PESDE_VERSION  := 0.7.4

CARGO_BIN ?= $(HOME)/.cargo/bin
LUNE      := $(CARGO_BIN)/lune
STYLUA    := $(CARGO_BIN)/stylua
SELENE    := $(CARGO_BIN)/selene
WALLY     := $(CARGO_BIN)/wally
LUAU_CHECK := $(CARGO_BIN)/luau-check
MOONWAVE  := $(CARGO_BIN)/moonwave-extractor
PESDE     := $(CARGO_BIN)/pesde
FILTER    ?=
MUTANT    ?=
BENCH     ?=
# The project's own Net definitions that have a compiled module beside them (make net-check).
NET_DEFINITIONS := examples/arena/ReplicatedStorage/Arena/Remotes.luau bench/net/Bench.luau tests/Net/fixtures/Model.luau tests/Net/fixtures/Kinds.luau tests/Net/fixtures/Composites.luau tests/Net/fixtures/Game.luau tests/Net/fixtures/Polling.luau tests/Net/fixtures/Flow.luau tests/Net/fixtures/Tuples.luau tests/Net/fixtures/Asks.luau tests/Net/fixtures/Slots.luau tests/Net/fixtures/Edges.luau tests/Net/State/fixtures/States.luau
export PATH := $(CARGO_BIN):$(PATH)

# Installs crate $(1) at version $(2) unless $(CARGO_BIN)/$(3) already reports that version.
define ensure_tool
	@if ! "$(CARGO_BIN)/$(3)" --version 2>/dev/null | grep -qF "$(2)"; then \
		echo "installing $(1) $(2) with cargo (a fresh machine takes several minutes)"; \
		cargo install --locked --quiet --version "$(2)" "$(1)"; \
	fi
endef

.PHONY: test mutate bench count-check lint typecheck docs-check ts-check net-check architecture-check format build place release example tools lune stylua selene wally pesde luau-check moonwave node-deps bench-deps clean

# The tests run the benchmark suites too, with their npm peers: node-deps (npm ci, seconds) on a clean clone.
test: lune node-deps luau-check
	@LUAU_CHECK="$(LUAU_CHECK)" "$(LUNE)" run test -- $(FILTER)

# Mutation testing, not run in CI (.lune/mutate.luau; CONTRIBUTING.md, "Mutation testing"): plants each
# bug of .lune/lib/mutants.luau in a scratch copy of the project, runs the tests that should notice it,
# and prints the survivors and the score. MUTANT=name (or several, space-separated) runs those only.
mutate: lune node-deps
	@LUNE="$(LUNE)" "$(LUNE)" run mutate -- $(MUTANT)

bench: lune bench-deps
	@"$(LUNE)" run bench -- $(BENCH)

# Instruction counts under callgrind against bench/count/ceilings.tsv (valgrind; about a minute).
count-check: lune bench-deps
	@LUNE="$(LUNE)" tools/check-counts

# StyLua exits 0 on folders even when it cannot read its config: any "error" it prints fails lint.
lint: stylua selene wally pesde lune luau-check moonwave node-deps
	@out=$$("$(STYLUA)" --check src tests bench harness testkit examples .lune 2>&1); status=$$?; \
		if [ -n "$$out" ]; then echo "$$out"; fi; \
		if [ $$status -ne 0 ] || echo "$$out" | grep -q "^error"; then exit 1; fi
	@"$(SELENE)" --display-style quiet src tests bench harness testkit examples .lune
	@SELENE="$(SELENE)" "$(LUNE)" run selene-std -- --check
	@PESDE="$(PESDE)" "$(LUNE)" run package-check
	@LUAU_CHECK="$(LUAU_CHECK)" "$(LUNE)" run typecheck
	@MOONWAVE_EXTRACTOR="$(MOONWAVE)" "$(LUNE)" run docs-check
	@LUNE="$(LUNE)" "$(LUNE)" run ts-check
	@"$(LUNE)" run net-compile -- --check $(NET_DEFINITIONS)
	@"$(LUNE)" run architecture -- --check

# Moonwave's extractor over src/, and a doc entry for every public member (.lune/docs-check.luau).
docs-check: lune moonwave
	@MOONWAVE_EXTRACTOR="$(MOONWAVE)" "$(LUNE)" run docs-check

# Luau's type checker over the libraries and the game code in tests/types (see .lune/typecheck.luau).
typecheck: lune luau-check
	@LUAU_CHECK="$(LUAU_CHECK)" "$(LUNE)" run typecheck

# The TypeScript declarations and the roblox-ts package (.lune/ts-check.luau): `npm pack`, then the
# consumer in tests/ts compiles with roblox-ts, its mistakes fail where marked, and its Luau runs in
# the emulator. All in dist/ts-check/.
ts-check: lune node-deps
	@LUNE="$(LUNE)" "$(LUNE)" run ts-check

# The compiled modules of $(NET_DEFINITIONS) are what `lune run net-compile` makes now
# (.lune/net-compile.luau; docs/Net.md, "Compiled namespaces"). Regenerate one with
# `lune run net-compile -- <definition>`.
net-check: lune
	@"$(LUNE)" run net-compile -- --check $(NET_DEFINITIONS)

# src/'s requires keep their layers and rules, and docs/Architecture.md is what `lune run architecture`
# writes now (.lune/architecture.luau; CONTRIBUTING.md, "Architecture"). Regenerate the page with
# `lune run architecture`.
architecture-check: lune
	@"$(LUNE)" run architecture -- --check

format: stylua
	@"$(STYLUA)" src tests bench harness testkit examples .lune

build: lune
	@"$(LUNE)" run build

# dist/KineticBench.rbxl: the seed benchmarks (signal, pool, network) for Roblox Studio's Play
# (.lune/lib/place.luau); the npm peers go in as dev-only contenders, so it needs bench-deps.
place: lune bench-deps
	@"$(LUNE)" run place

# Every artifact in dist/, each read back: the model, the Studio benchmark place, the Wally and npm
# packages, and pesde's when its registry is reachable (.lune/release.luau).
release: lune wally pesde bench-deps luau-check
	@WALLY="$(WALLY)" PESDE="$(PESDE)" LUNE="$(LUNE)" LUAU_CHECK="$(LUAU_CHECK)" "$(LUNE)" run release

# A small multiplayer game (examples/arena) played in the emulator: one server, two clients.
example: lune
	@"$(LUNE)" run examples/arena/run

tools: lune stylua selene wally pesde luau-check moonwave

lune:
	$(call ensure_tool,lune,$(LUNE_VERSION),lune)

# StyLua parses Luau only when built with its `luau` feature (cargo's default build does not), so the
# check is that it formats a line of Luau, not just its version.
stylua:
	@if ! "$(STYLUA)" --version 2>/dev/null | grep -qF "$(STYLUA_VERSION)" \
		|| ! printf 'local x: number = 1\n' | "$(STYLUA)" --syntax Luau - >/dev/null 2>&1; then \
		echo "installing stylua $(STYLUA_VERSION) with Luau support (a fresh machine takes minutes)"; \
		cargo install --locked --quiet --force --version "$(STYLUA_VERSION)" --features luau stylua; \
	fi

selene:
	$(call ensure_tool,selene,$(SELENE_VERSION),selene)

# Wally checks the package offline (`wally package --list`, in make lint); about 2 minutes to build.
wally:
	$(call ensure_tool,wally,$(WALLY_VERSION),wally)

# pesde checks pesde.toml in make lint (.lune/package-check.luau); about 5 minutes to build. Its
# keyring links D-Bus, so the build needs libdbus-1-dev (installed with apt-get when missing).
pesde:
	@if ! "$(PESDE)" --version 2>/dev/null | grep -qF "$(PESDE_VERSION)"; then \
		if ! pkg-config --exists dbus-1 2>/dev/null; then \
			echo "installing libdbus-1-dev and pkg-config with apt-get (pesde links D-Bus)"; \
			sudo=""; if [ "$$(id -u)" -ne 0 ]; then sudo="sudo"; fi; \
			$$sudo apt-get update -qq && $$sudo apt-get install -y -qq libdbus-1-dev pkg-config >/dev/null; \
		fi; \
		echo "installing pesde $(PESDE_VERSION) with cargo (about 5 minutes)"; \
		cargo install --locked --quiet --version "$(PESDE_VERSION)" --features bin pesde; \
	fi

# Luau's analyzer (new solver) as a command: tools/luau-check, on the `luau-analyze` crate pinned in
# its Cargo.toml and Cargo.lock; about 1.5 minutes to build. Rebuilt when its source changes.
luau-check:
	@if [ ! -x "$(LUAU_CHECK)" ] || [ -n "$$(find tools/luau-check/src tools/luau-check/Cargo.toml tools/luau-check/Cargo.lock -newer "$(LUAU_CHECK)" 2>/dev/null)" ]; then \
		echo "installing luau-check (Luau's type checker) with cargo (about 1.5 minutes)"; \
		cargo install --locked --quiet --force --path tools/luau-check; \
	fi

# Moonwave's doc-comment extractor (the `moonwave` crate); about half a minute to build.
moonwave:
	@if ! "$(MOONWAVE)" --version 2>/dev/null | grep -qF "$(MOONWAVE_VERSION)"; then \
		echo "installing moonwave $(MOONWAVE_VERSION) with cargo (about half a minute)"; \
		cargo install --locked --quiet --version "$(MOONWAVE_VERSION)" moonwave; \
	fi

# npm's packages (package-lock.json), all dev-only: the benchmarks' peers and the TypeScript toolchain
# (roblox-ts, typescript, @rbxts/types, @rbxts/compiler-types). `npm ci` when node_modules is missing
# or older than package.json or package-lock.json (a few seconds on a fresh machine: 59 packages, 35 MB).
node-deps:
	@if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ] \
		|| [ package.json -nt node_modules/.package-lock.json ]; then \
		echo "installing npm packages (npm ci)"; \
		npm ci --no-audit --no-fund --loglevel=error; \
	fi

# Peers for the benchmarks (dev-only, never shipped).
bench-deps: node-deps

clean:
	rm -rf dist
