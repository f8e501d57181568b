// Lines that must not compile: each carries `// @ts-expect-error`, so a declaration that gets looser
// (and lets the line through) fails `make ts-check` with "Unused '@ts-expect-error' directive".
// Also a few exact-type checks (`Equal`), which fail the same way if an inferred type changes.
// rbxtsc refuses `@ts-expect-error` in code it compiles, so this file lies outside src/ and is
// type-checked by TypeScript itself (`tsc -p tsconfig.mistakes.json`, the version roblox-ts uses),
// with the same options and declarations.
import { Connection, Net, Pool, Signal, Type } from "@rbxts/kinetic";
import { Score, Remotes } from "shared/remotes";
import * as Shop from "shared/ShopRemotesCompiled";

const t = Net.types;

type Equal<A, B> = (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false;
function expectType<T extends true>(): void {}

export function signalMistakes(player: Player) {
	const damaged = Signal.new<[target: Player, amount: number]>();
	// @ts-expect-error wrong argument type
	damaged.Fire(player, "25");
	// @ts-expect-error missing argument
	damaged.Fire(player);
	// @ts-expect-error listener takes more parameters than a fire passes
	damaged.Connect((target: Player, amount: number, extra: string) => {});
	// @ts-expect-error listener parameter of the wrong type
	damaged.Connect((target: Player, amount: string) => {});
	// @ts-expect-error misspelled method
	damaged.Conect(() => {});
	// @ts-expect-error misspelled constructor (module functions are camelCase)
	Signal.New();
	// @ts-expect-error priority is a number
	damaged.Connect(() => {}, "high");
	// @ts-expect-error predicate returns a boolean
	damaged.ConnectIf((target) => target, () => {});
	// @ts-expect-error Signal.any needs at least one source
	Signal.any();

	const [target, amount] = damaged.Wait();
	expectType<Equal<typeof target, Player>>();
	expectType<Equal<typeof amount, number>>();
	const [ok, late] = damaged.WaitTimeout(1);
	if (ok) {
		expectType<Equal<typeof late, Player>>();
	} else {
		expectType<Equal<typeof late, undefined>>();
	}
	const touched = Signal.wrap(new Instance("Part").Touched);
	expectType<Equal<Parameters<Parameters<typeof touched.Connect>[0]>, [otherPart: BasePart]>>();
	const connection: Connection = touched.Connect(() => {});
	// @ts-expect-error Connected is read only
	connection.Connected = false;
}

export function poolMistakes() {
	const pool = Pool.new({ Create: () => ({ hits: 0 }) });
	expectType<Equal<ReturnType<typeof pool.Acquire>, { hits: number }>>();
	// @ts-expect-error misspelled config key
	Pool.new({ Create: () => ({}), Maxsize: 10 });
	// @ts-expect-error Create is required
	Pool.new({ MaxSize: 10 });
	// @ts-expect-error Reset takes the pool's object type
	Pool.new({ Create: () => ({ hits: 0 }), Reset: (object: string) => {} });
	// @ts-expect-error misspelled method
	pool.Aquire();
	// @ts-expect-error releases only the pool's object type
	pool.Release("bullet");
	// @ts-expect-error the instance preset takes a BasePart or Model
	Pool.instances(new Instance("Folder"));
	// @ts-expect-error Cool and Warm are the preset's own
	Pool.instances(new Instance("Part"), { Cool: () => {} });
	// @ts-expect-error module functions are camelCase
	Pool.SetFrameBudget(0.001);
}

export function netMistakes(player: Player) {
	// @ts-expect-error wrong payload type (target is a Player)
	Remotes.Shoot.Fire({ target: 5 });
	// @ts-expect-error misspelled event name
	Remotes.Shot.Fire({ target: player });
	// @ts-expect-error a client event is not fired by the server
	Remotes.Shoot.FireAll({ target: player });
	// @ts-expect-error a server event is not fired with Fire
	Remotes.Hit.Fire({ shooter: player, target: player, damage: 1, health: 1 });
	// @ts-expect-error a required field is missing
	Remotes.Hit.FireAll({ shooter: player, target: player, damage: 1 });
	// @ts-expect-error a client listens to a server event with (value), not (player, value)
	Remotes.Hit.Connect((from: Player, hit: unknown) => {});
	// @ts-expect-error the server's listener gets the value second, typed
	Remotes.Shoot.Connect((from, shot: string) => {});
	// @ts-expect-error wrong request argument
	Remotes.GetScore.Invoke("yes");
	// @ts-expect-error the handler must return the Returns type
	Remotes.GetScore.SetHandler(() => "no score");
	// @ts-expect-error events have no Invoke
	Remotes.Chat.Invoke("hi");
	// @ts-expect-error an event without Data carries nothing
	Remotes.Ready.Fire(5);
	// @ts-expect-error an event with Data needs its value
	Remotes.Chat.Fire();
	// @ts-expect-error a request without Args carries nothing
	Remotes.Ping.Invoke(5);
	// @ts-expect-error misspelled config key
	Net.event({ From: "client", Data: t.u8, Reliabel: false });
	// @ts-expect-error lower-case config keys are not the library's
	Net.event({ from: "client", data: t.u8 });
	// @ts-expect-error From is "client" or "server"
	Net.event({ From: "everyone", Data: t.u8 });
	// @ts-expect-error requests go from clients to the server only
	Net.request({ From: "server" });
	// @ts-expect-error definitions are Net.event / Net.request descriptors
	Net.define("Broken", { Bad: t.u8 });
	// @ts-expect-error misspelled option
	Net.define("Limits", {}, { MaxPacketByte: 1024 });
	// @ts-expect-error misspelled setting
	Net.configure({ Kickafter: 3 });
	// @ts-expect-error a value type is not called
	t.u8();
	// @ts-expect-error float widths are 16, 32 or 64
	t.float(12);
	// @ts-expect-error enum values are the listed strings
	t.enum(["Red", "Blue"]).Encode("Green");
	// @ts-expect-error a union's value follows its tag
	t.union({ Move: t.vector3(), Chat: t.string(10) }).Encode({ tag: "Chat", value: Vector3.zero });
	// @ts-expect-error instance class names are checked
	t.instance("Playr");
	// @ts-expect-error encode takes the type's values
	t.u8.Encode("7");
	// @ts-expect-error a tuple's values keep their positions' types
	Remotes.Emote.Fire(3, "wave");
	// @ts-expect-error more values than the tuple has
	Remotes.Emote.Fire("wave", 3, 4);
	// @ts-expect-error a tuple's required value left out
	Remotes.Trade.Invoke(2);
	// @ts-expect-error a handler answers the tuple's values as a LuaTuple, not one value
	Remotes.Trade.SetHandler(() => true);
	expectType<Equal<ReturnType<typeof Remotes.Trade.Invoke>, LuaTuple<[boolean, number]>>>();
	// @ts-expect-error a request From "server" needs its Timeout
	Net.request({ From: "server", Args: t.u8 });
	// @ts-expect-error the server's request is invoked with InvokeClient, not Invoke
	Remotes.Vote.Invoke("yes");
	// @ts-expect-error InvokeClient takes the player first
	Remotes.Vote.InvokeClient("yes");
	// @ts-expect-error the client's handler answers the Returns type
	Remotes.Vote.SetHandler(() => "four");
	expectType<Equal<ReturnType<typeof Remotes.Vote.InvokeClient>, number>>();
	expectType<Equal<Parameters<typeof Remotes.Emote.Fire>, [string, number | undefined] | [string]>>();

	const score: Type<{ hits: number; health: number; knockouts: number }> = Score;
	expectType<Equal<ReturnType<typeof Remotes.GetScore.Invoke>, { hits: number; health: number; knockouts: number }>>();
	expectType<Equal<ReturnType<typeof t.optional<string>>, Type<string | undefined>>>();
	expectType<Equal<ReturnType<typeof t.instance<"Player">>, Type<Player>>>();
	const shot = t.struct({ target: t.instance("Player"), damage: t.u8 });
	expectType<Equal<ReturnType<typeof shot.Decode>, { damage: number; target: Player }>>();
	const maybe = t.struct({ target: t.optional(t.instance("Player")), damage: t.u8 });
	expectType<Equal<ReturnType<typeof maybe.Decode>, { damage: number; target?: Player }>>();
	return score;
}

// The compiled namespace, typed by the declarations `net-compile --dts` wrote from its Luau definition.
export function compiledMistakes(player: Player) {
	// @ts-expect-error an enum value the definition does not list
	Shop.Buy.Invoke({ item: "Axe", count: 1 });
	// @ts-expect-error a missing field
	Shop.Buy.Invoke({ item: "Sword" });
	// @ts-expect-error Stock is fired by the server: clients have no Fire
	Shop.Stock.Fire(new Map());
	// @ts-expect-error a map of the wrong value type
	Shop.Stock.FireClient(player, new Map([["Sword", "three"]]));
	// @ts-expect-error a remote the definition does not have
	Shop.Sell.Invoke();
	expectType<Equal<ReturnType<typeof Shop.Buy.Invoke>, { tag: "Bought"; value: number } | { tag: "Refused"; value: string }>>();
}

export function schemaMistakes() {
	// The constructs a Blink or Zap port needs: tagged records, flag sets, lengths, float ranges.
	const Action = t.tagged("kind", {
		Move: t.struct({ x: t.f32, y: t.f32 }),
		Stop: t.struct({}),
	});
	const [bytes] = Action.Encode({ kind: "Move", x: 1, y: 2 });
	const action = Action.Decode(bytes);
	if (action.kind === "Move") {
		expectType<Equal<typeof action.x, number>>();
	}
	// @ts-expect-error a tag that is not a variant
	Action.Encode({ kind: "Fly" });
	// @ts-expect-error a variant without its fields
	Action.Encode({ kind: "Move", x: 1 });
	const Effects = t.flags(["Burning", "Frozen"]);
	Effects.Encode({ Burning: true });
	// @ts-expect-error not a member
	Effects.Encode({ Wet: true });
	t.string({ min: 3, max: 20 });
	t.array(t.u8, { length: 8 });
	t.float(32, { min: -5.5, max: 10.5 });
	// @ts-expect-error a range takes both bounds
	t.float(32, { min: 1 });
}

export function stateMistakes(player: Player) {
	// @ts-expect-error a state's value of the wrong shape
	Remotes.Round.Set({ status: "Paused", timer: 1 });
	// @ts-expect-error an entry of the wrong shape
	Remotes.Board.SetEntry(1, { hits: "one", health: 1, knockouts: 0 });
	// @ts-expect-error a key of the wrong type
	Remotes.Board.SetEntry("one", { hits: 1, health: 1, knockouts: 0 });
	// @ts-expect-error Value and Entries are not both given
	Net.state({ Value: t.u8, Entries: t.u8, Key: t.u8 });
	const round = Remotes.Round.Get();
	expectType<Equal<typeof round, { status: "Lobby" | "Playing"; timer: number } | undefined>>();
	// @ts-expect-error an entity map has no For
	Remotes.Board.For(player);
}
