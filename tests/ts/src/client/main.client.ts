// Each client (a LocalScript): fires, listens and invokes, as the README's arena client does.
import { Net, Signal } from "@rbxts/kinetic";
import { Remotes } from "shared/remotes";
// A namespace compiled from Luau (shared/ShopRemotes.luau), typed by its generated declarations.
import * as Shop from "shared/ShopRemotesCompiled";

const Players = game.GetService("Players");
const me = Players.LocalPlayer;

Remotes.Hit.Connect((hit) => {
	print(`${me.Name} sees: ${hit.shooter?.Name} hit ${hit.target?.Name} for ${hit.damage} (health ${hit.health})`);
});
Remotes.Snapshot.Connect((entities) => {
	for (const entity of entities) {
		print(`${me.Name} snapshot: ${entity.id} at ${entity.position.Y} (${entity.team})`);
	}
});

// A local signal: the score arrives through it.
const scored = Signal.new<[hits: number, health: number]>();
scored.Once((hits, health) => print(`${me.Name} score: ${hits} hits, health ${health}`));

Remotes.Round.Observe(undefined, (round) => {
	if (round !== undefined) {
		print(`${me.Name} round: ${round.status} ${round.timer}`);
	}
});
Remotes.Board.Added.Connect((userId, score) => print(`${me.Name} board: ${userId === me.UserId} health ${score.health}`));

Remotes.Shoot.Fire({ target: me });
Remotes.Chat.Fire(`hello from ${me.Name}`);
Remotes.Ping.Invoke();
Remotes.Ready.Fire();
Remotes.Vote.SetHandler((question) => question.size());
Remotes.Emote.Fire("wave", 3);
Remotes.Emote.Fire("bow");
const [traded, left] = Remotes.Trade.Invoke(2, "gem");
print(`${me.Name} traded ${traded} ${left}`);
const score = Remotes.GetScore.Invoke(true);

Shop.Stock.Connect((stock) => print(`${me.Name} stock: ${stock.get("Sword")} swords`));
const bought = Shop.Buy.Invoke({ item: "Sword", count: 2, note: "sharp" });
if (bought.tag === "Bought") {
	print(`${me.Name} paid ${bought.value}`);
}
const refused = Shop.Buy.Invoke({ item: "Shield", count: 9 });
if (refused.tag === "Refused") {
	print(`${me.Name} refused: ${refused.value}`);
}
scored.Fire(score.hits, score.health);
Net.flush();
