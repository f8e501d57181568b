// The shared definition (README's arena), required by the server and by every client.
import { Net } from "@rbxts/kinetic";

const t = Net.types;

export const Score = t.struct({ hits: t.u16, health: t.u8, knockouts: t.u16 });

export const Remotes = Net.define("TsArena", {
	Shoot: Net.event({ From: "client", Data: t.struct({ target: t.instance("Player") }) }),
	Hit: Net.event({
		From: "server",
		Data: t.struct({ shooter: t.instance("Player"), target: t.instance("Player"), damage: t.u8, health: t.u8 }),
	}),
	Chat: Net.event({ From: "client", Data: t.string(200), Rate: 5, Burst: 10 }),
	Snapshot: Net.event({
		From: "server",
		Reliable: false,
		Data: t.array(t.struct({ id: t.u16, position: t.vector3(), team: t.enum(["Red", "Blue"]) }), 100),
	}),
	GetScore: Net.request({ From: "client", Args: t.bool, Returns: Score, Timeout: 5 }),
	Ping: Net.request({ From: "client" }),
	// Without Data: the event carries nothing (Fire(); the server's handler gets the player).
	Ready: Net.event({ From: "client" }),
	// Several values (t.tuple): Fire(a, b), handlers (player, a, b); Invoke(a, b) answers a LuaTuple.
	Emote: Net.event({ From: "client", Data: t.tuple(t.string(16), t.optional(t.u8)) }),
	Trade: Net.request({ From: "client", Args: t.tuple(t.u8, t.string(10)), Returns: t.tuple(t.bool, t.u8) }),
	// The server asks a client (its Timeout required): InvokeClient(player, ...), the client answers.
	Vote: Net.request({ From: "server", Args: t.string(20), Returns: t.u8, Timeout: 5 }),
	// Replicated state (Net.state): the server writes, each client reads and observes it.
	Round: Net.state({ Value: t.struct({ status: t.enum(["Lobby", "Playing"]), timer: t.f32 }), Rate: 30 }),
	// An entity map: every player's score by UserId.
	Board: Net.state({ Entries: Score, Key: t.f64, MaxEntries: 50 }),
});
