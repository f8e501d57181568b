// The server (a Script in ServerScriptService): Pool, Signal and Net as the README's arena uses them.
import { Net, Pool, Signal } from "@rbxts/kinetic";
import { roundTrip } from "shared/codec";
import { Remotes } from "shared/remotes";
// A namespace compiled from Luau (shared/ShopRemotes.luau), typed by its generated declarations.
import * as Shop from "shared/ShopRemotesCompiled";

interface Projectile {
	owner?: Player;
	position: Vector3;
}

// A plain pool: T is inferred from Create, and Reset's parameter from T.
const projectiles = Pool.new({
	Create: (): Projectile => ({ position: Vector3.zero }),
	Reset: (projectile) => {
		projectile.owner = undefined;
	},
	Name: "Projectiles",
	MinSize: 4,
});

// The preset for parts.
const template = new Instance("Part");
template.Anchored = true;
const parts = Pool.instances(template, { Name: "Bullets", HotSize: 8 });

const scores = new Map<Player, { hits: number; health: number; knockouts: number }>();
function scoreOf(player: Player) {
	let score = scores.get(player);
	if (score === undefined) {
		score = { hits: 0, health: 100, knockouts: 0 };
		scores.set(player, score);
	}
	return score;
}

const damaged = Signal.new<[target: Player, amount: number, shooter: Player]>();
damaged.Connect((target, amount, shooter) => {
	const victim = scoreOf(target);
	victim.health = math.max(victim.health - amount, 0);
	scoreOf(shooter).hits += 1;
	Remotes.Hit.FireAll({ shooter, target, damage: amount, health: victim.health });
	Remotes.Board.SetEntry(target.UserId, victim);
}, 1);
damaged.ConnectIf(
	(target, amount) => amount >= 100 && target.Parent !== undefined,
	(target) => print(`server: ${target.Name} knocked out`),
);

Remotes.Shoot.Connect((shooter, shot) => {
	const projectile = projectiles.Acquire((fresh) => {
		fresh.owner = shooter;
	});
	const part = parts.Acquire();
	part.CFrame = new CFrame(0, 5, 0);
	parts.Release(part);
	projectiles.Release(projectile);
	if (shot.target !== undefined) {
		damaged.Fire(shot.target, 25, shooter);
	}
	Remotes.Snapshot.FireList([shooter], [{ id: 1, position: new Vector3(1, 2, 3), team: "Red" }]);
});

Remotes.Chat.ConnectAsync((player, text) => {
	print(`server: ${player.Name} says ${text}`);
	Shop.Stock.FireClient(player, new Map([["Sword", 3], ["Shield", 0]]));
});

Remotes.GetScore.SetHandler((player, _wantsDetail) => scoreOf(player));

Remotes.Ready.Connect((player) => print(`server: ${player.Name} is ready`));

Remotes.Emote.Connect((player, emote, times) => {
	print(`server: ${player.Name} emotes ${emote} x${times ?? 1}`);
	// The server asks this player's client in turn (on a thread of its own: InvokeClient yields).
	task.spawn(() => print(`server: ${player.Name} votes ${Remotes.Vote.InvokeClient(player, emote)}`));
});
Remotes.Trade.SetHandler((_player, count, item) => $tuple(item === "gem", 10 - count));

Shop.Buy.SetHandler((player, order) => {
	print(`server: ${player.Name} orders ${order.count} ${order.item}${order.note !== undefined ? ` (${order.note})` : ""}`);
	return order.count <= 5 ? { tag: "Bought", value: order.count * 10 } : { tag: "Refused", value: "too many" };
});

Remotes.Ping.SetHandler(() => {});

Remotes.Round.Set({ status: "Playing", timer: 60 });
Remotes.Round.SetAt(["timer"], 59);

Net.configure({ KickAfter: 100 });
const violations = Net.onViolation((player, reason, detail) => {
	warn(`server: dropped ${player.Name}'s packet (${reason}: ${detail})`);
});

projectiles.Missed.Connect((fresh) => print(`server: pool miss ${fresh.owner === undefined}`));
projectiles.Grew.Connect((count, total) => print(`server: pool grew by ${count} to ${total}`));
const stats = projectiles.Stats();
print(`server: pool ${Pool.is(projectiles)} ${stats.Idle >= 0} signal ${Signal.is(damaged)} ${damaged.GetListenerCount()}`);
print(roundTrip());
print(`server: net ${Net.stats().pendingRequests} violations ${violations.Connected}`);
