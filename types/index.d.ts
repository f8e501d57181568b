/**
 * TypeScript declarations for Kinetic (roblox-ts): Signal, Pool and Net.
 *
 * They describe what `src/init.luau` returns, member by member. Naming follows the Luau library:
 * module functions are camelCase (`Signal.new`, `Pool.is`, `Net.define`, `t.array`) and are
 * declared as function-valued properties, which roblox-ts calls with `.`; methods are PascalCase
 * (`signal.Connect`, `pool.Acquire`; `Type`'s too: `Encode`/`Decode`/...) and are declared
 * as methods, which roblox-ts calls with `:`. Config tables take PascalCase keys; a key that is not
 * declared here is a compile error (the library raises on it at run time).
 *
 * Checked by `make ts-check`: a roblox-ts consumer (tests/ts) compiles against the packed package,
 * with `// @ts-expect-error` on the lines that must not compile, and its Luau output runs in the
 * emulator against the library.
 */

/** Brands that make the descriptors of `Net.event` and `Net.request` opaque (they never exist at run time). */
declare const EventBrand: unique symbol;
declare const RequestBrand: unique symbol;
declare const TupleBrand: unique symbol;
declare const StateBrand: unique symbol;

// ---------------------------------------------------------------------------------------------
// Signal
// ---------------------------------------------------------------------------------------------

/** A listener's handle (`Kinetic.Connection`). Never recycled: an old handle never touches another listener. */
export interface Connection {
	/** Whether the listener is connected (read only). */
	readonly Connected: boolean;
	/** Disconnects the listener; a second call does nothing. */
	Disconnect(): void;
	/** Alias of `Disconnect`. */
	Destroy(): void;
	/** Connects again with the same function, kind and priority (after the listeners connected since). Raises on a destroyed signal. */
	Reconnect(): void;
}

/**
 * A typed signal (`Kinetic.Signal<T...>`): `T` is the tuple of a fire's arguments, e.g.
 * `Signal<[humanoid: Humanoid, amount: number]>`. `priority` is any number (default 0); higher runs first.
 */
export interface Signal<T extends Array<unknown> = []> {
	/** The listener runs inline, in the firing thread. */
	Connect(fn: (...args: T) => void, priority?: number): Connection;
	/** The listener runs on a reused thread and may yield. */
	ConnectAsync(fn: (...args: T) => void, priority?: number): Connection;
	/** Runs once, inline; disconnected before the listener is called. */
	Once(fn: (...args: T) => void, priority?: number): Connection;
	/** Runs once, on a reused thread; disconnected before the listener is called. */
	OnceAsync(fn: (...args: T) => void, priority?: number): Connection;
	/** An inline listener called only when `predicate(...args)` is true. */
	ConnectIf(predicate: (...args: T) => boolean, fn: (...args: T) => void, priority?: number): Connection;
	/** As `ConnectIf`, but the listener runs on a reused thread (the predicate in the firing thread). */
	ConnectIfAsync(predicate: (...args: T) => boolean, fn: (...args: T) => void, priority?: number): Connection;
	/** As `Once`, if the signal fires within `seconds`; otherwise disconnected then, without a call. */
	OnceTimeout(fn: (...args: T) => void, seconds: number, priority?: number): Connection;
	/** Inline listeners inline, async listeners on reused threads. */
	Fire(...args: T): void;
	/** Every listener inline (async ones too: they must not yield then). */
	FireSync(...args: T): void;
	/** Every listener on reused threads. */
	FireAsync(...args: T): void;
	/** The whole fire, as `Fire`, at the next resumption point (`task.defer`). */
	FireDeferred(...args: T): void;
	/** As `Fire`, but each listener gets its own deep copy of every table argument. */
	FireSafe(...args: T): void;
	/** Yields until the next fire and returns its arguments. Raises on a destroyed signal. */
	Wait(): LuaTuple<T>;
	/** `true, ...args` on a fire; `false` alone when `seconds` pass first. Raises on a destroyed signal. */
	WaitTimeout(seconds: number): LuaTuple<[true, ...T] | [false, ...{ [K in keyof T]: undefined }]>;
	/** Disconnects every listener (O(n)). */
	DisconnectAll(): void;
	/** Disconnects everything (and `wrap`/`any`/`all` sources); later `Connect`/`Wait` raise. */
	Destroy(): void;
	/** Connected listeners (threads in `Wait` are not listeners). */
	GetListenerCount(): number;
	/** Whether any listener is connected. */
	HasListeners(): boolean;
}

/** What `Signal.any` and `Signal.all` listen to: Kinetic signals or Roblox signals with the same arguments. */
export type SignalSource<T extends Array<unknown>> = Signal<T> | RBXScriptSignal<(...args: T) => void>;

/** `Kinetic.Signal`: the constructors, `is` and `fireTwo` (the module table holds nothing else). */
export interface SignalModule {
	/** A new signal with no listeners: `Signal.new<[player: Player, score: number]>()`. */
	readonly new: <T extends Array<unknown> = []>() => Signal<T>;
	/** Whether `value` is a Kinetic signal. */
	readonly is: (value: unknown) => value is Signal<Array<unknown>>;
	/** A signal that fires with every fire of a Roblox signal; its `Destroy` disconnects the proxy. */
	readonly wrap: <F extends Callback>(rbxSignal: RBXScriptSignal<F>) => Signal<Parameters<F>>;
	/** Fires whenever any input fires, with that fire's arguments. */
	readonly any: <T extends Array<unknown>>(first: SignalSource<T>, ...rest: Array<SignalSource<T>>) => Signal<T>;
	/** Fires once every input has fired since its last fire, with the arguments of the fire that completed the set. */
	readonly all: <T extends Array<unknown>>(first: SignalSource<T>, ...rest: Array<SignalSource<T>>) => Signal<T>;
	/** Fires a two-value signal as `signal.Fire(a, b)` does, without passing a variable number of values along (a hot path). */
	readonly fireTwo: <A, B>(signal: Signal<[A, B]>, a: A, b: B) => void;
}

// ---------------------------------------------------------------------------------------------
// Pool
// ---------------------------------------------------------------------------------------------

/** `Pool.new`'s configuration (`Kinetic.PoolConfig<T>`). An unknown key raises. */
export interface PoolConfig<T extends defined> {
	/** Makes a new object (required). Must not return nil. */
	Create: () => T;
	/** Runs on every release, before the object can be handed out again. */
	Reset?: (object: T) => void;
	/** Runs whenever the pool drops an object for good (shrink, overflow, Trim, Destroy). */
	Destroy?: (object: T) => void;
	/** Used in error messages and reports (default "Pool"). */
	Name?: string;
	/** Idle objects always kept (default 0). */
	MinSize?: number;
	/** Most idle objects kept; a release beyond it destroys the object (default 4096). */
	MaxSize?: number;
	/** Most recently released idle objects kept hot (default 16). */
	HotSize?: number;
	/** Target = ceil(estimate × Headroom) (default 1.25). */
	Headroom?: number;
	/** Seconds per demand sample (default 1). */
	Window?: number;
	/** Smoothing of the demand estimate, 0 < Alpha ≤ 1 (default 0.3). */
	Alpha?: number;
	/** Sample demand and resize (default true). */
	Adaptive?: boolean;
	/** Seconds after which a held object is reported as leaked. */
	LeaseTimeout?: number;
	/** Called once per leaked lease, with the object and how long it has been held. */
	OnLeak?: (object: T, held: number) => void;
	/** Seconds an idle object stays hot before it is cooled. */
	CoolTime?: number;
	/** Moves an idle object from the hot to the cold tier. */
	Cool?: (object: T) => void;
	/** Undoes `Cool` when a cold object is handed out. */
	Warm?: (object: T) => void;
}

/** `Pool.instances`' configuration (`Kinetic.InstanceConfig<T>`): `PoolConfig` without Cool and Warm (the preset's own), plus Parent and ParkCFrame. */
export interface InstanceConfig<T extends defined> {
	/** Where hot objects live (default workspace). */
	Parent?: Instance;
	/** Where idle hot objects are parked (default 10^7 studs up). */
	ParkCFrame?: CFrame;
	/** Default: clone the template, park it, parent it. */
	Create?: () => T;
	Reset?: (object: T) => void;
	/** Default: `object.Destroy()`. */
	Destroy?: (object: T) => void;
	Name?: string;
	MinSize?: number;
	MaxSize?: number;
	/** Default 64 for the preset. */
	HotSize?: number;
	Headroom?: number;
	Window?: number;
	Alpha?: number;
	Adaptive?: boolean;
	LeaseTimeout?: number;
	OnLeak?: (object: T, held: number) => void;
	/** Seconds before an idle object is unparented (default 10). */
	CoolTime?: number;
}

/** `pool.Stats()` (`Kinetic.PoolStats`). */
export interface PoolStats {
	/** Objects ready to hand out (hot + cold). */
	Idle: number;
	Hot: number;
	Cold: number;
	/** Handed out and not released (including objects the caller dropped). */
	Live: number;
	Created: number;
	Destroyed: number;
	Acquired: number;
	Released: number;
	/** Acquires that called Create. */
	Misses: number;
	/** Objects taken from peers. */
	Borrowed: number;
	/** Objects given to peers. */
	Lent: number;
	/** Smoothed demand: most objects out at once per window. */
	Estimate: number;
	/** ceil(Estimate × Headroom) clamped to [MinSize, MaxSize]. */
	Target: number;
	/** Objects held past LeaseTimeout and not yet released. */
	Leaked: number;
	/** As configured, or as the last Resize set it. */
	MinSize: number;
	MaxSize: number;
	/** Between Pause and Resume. */
	Paused: boolean;
}

/** An object pool (`Kinetic.Pool<T>`). Strict: a member that does not exist raises. */
export interface Pool<T extends defined> {
	/** Hot idle object first, then cold (warmed), then one borrowed from a peer, then `Create`. Raises after Destroy. With `apply`, handed out once `apply(object)` returned; if it raises, the object goes to Destroy. */
	Acquire(apply?: (object: T) => void): T;
	/** `Reset`, then idle. Raises, changing nothing, on a double release or an object this pool did not hand out, and when `Reset` raises (the object stays out). */
	Release(object: T): void;
	/** Releases everything this pool handed out; returns how many. Objects whose `Reset` raised stay out, and it then raises. */
	ReleaseAll(): number;
	/** Creates `count` idle objects now (up to MaxSize). */
	Prewarm(count: number): void;
	/** Sets the demand estimate (most objects out at once); the pool grows toward the target over the next frames. */
	Seed(expectedPerWindow: number): void;
	/** Destroys idle objects down to MinSize now and resets the estimate. */
	Trim(): void;
	/** Destroys every idle object now (MinSize's too) and resets the estimate; returns how many. */
	Drain(): number;
	/** Sets MinSize and MaxSize; idle objects past the new MaxSize go to Destroy now. */
	Resize(minSize: number, maxSize: number): void;
	/** Stops background sizing (sampling, growth, shrink, cooling) until Resume; parking and leases go on. */
	Pause(): void;
	Resume(): void;
	/** When empty, take an idle object from `other` before calling Create. */
	AddPeer(other: Pool<T>): void;
	RemovePeer(other: Pool<T>): void;
	/** Whether `object` is currently handed out by this pool. */
	IsLive(object: T): boolean;
	/** Fills `into` (or a new table) with the pool's counts; reusing `into` allocates nothing. */
	Stats(into?: PoolStats): PoolStats;
	/** Passes every idle object to Destroy and stops all background work. Idempotent. */
	Destroy(): void;
	/** Fired with each object handed out. */
	readonly Acquired: Signal<[object: T]>;
	/** Fired with each object taken back by Release or ReleaseAll. */
	readonly Released: Signal<[object: T]>;
	/** Fired with each object Create made for an Acquire (before Acquired). */
	readonly Missed: Signal<[object: T]>;
	/** Fired when Prewarm or the frame step created idle objects: how many, and the pool's total after. */
	readonly Grew: Signal<[count: number, total: number]>;
	/** Fired when Trim, Drain, Resize or the frame step destroyed idle objects: how many, and the total after. */
	readonly Shrank: Signal<[count: number, total: number]>;
}

/** `Kinetic.Pool`: the constructors and the shared frame budget. */
export interface PoolModule {
	/** A pool of objects made by `config.Create`. */
	readonly new: <T extends defined>(config: PoolConfig<T>) => Pool<T>;
	/** The preset for BaseParts and Models (anchored): idle parts are parked, cold ones unparented. */
	readonly instances: <T extends BasePart | Model>(template: T, config?: InstanceConfig<T>) => Pool<T>;
	/** The per-frame CPU budget shared by all pools, in seconds (default 200 µs). */
	readonly setFrameBudget: (seconds: number) => void;
	/** Whether `value` is a pool. */
	readonly is: (value: unknown) => value is Pool<defined>;
}

// ---------------------------------------------------------------------------------------------
// Net: schema types
// ---------------------------------------------------------------------------------------------

/** A cursor writing values into a growing buffer (used by the runtime to batch values). */
export interface Writer {
	buffer: buffer;
	cursor: number;
	instances: Array<Instance>;
	/** Set by `Write`: where the value being written starts in `instances`. */
	instanceBase?: number;
}

/** A cursor reading values from a received buffer. */
export interface Reader {
	buffer: buffer;
	cursor: number;
	length: number;
	instances: Array<unknown>;
	/** How many of `instances` the values read so far used (default 0). */
	instanceCursor?: number;
	/** Set by `Read`: the highest instance index the value being read used. */
	instanceMax?: number;
}

/** A schema type (`Kinetic.Type<T>`): it validates, encodes and decodes values of `T`. Build types with `Net.types`. */
export interface Type<T> {
	/** A readable description of the type, e.g. `array(u8, 100)`. */
	readonly Name: string;
	/** Encoded size in bytes when it does not depend on the value. */
	readonly Size: number | undefined;
	/** Encodes `value` into a new buffer of exactly its size, with the instances it references. Raises `label.path: reason` on a value that does not fit. */
	Encode(value: T, label?: string): LuaTuple<[buffer, Array<Instance> | undefined]>;
	/** Decodes a value from the whole of `data`. Raises `Net.decode: reason` on malformed input. */
	Decode(data: buffer, instances?: Array<unknown>): T;
	/** Like `Decode`, but returns `true, value` or `false, reason` and never raises. */
	TryDecode(data: buffer, instances?: Array<unknown>): LuaTuple<[true, T] | [false, string]>;
	/** Appends `value` at `writer.cursor`; returns the bytes written (runtime use). */
	Write(writer: Writer, value: T, label?: string): number;
	/** Reads the next value at `reader.cursor` (runtime use). */
	Read(reader: Reader): T;
	/** Like `Read`, but returns `true, value` or `false, reason` and never raises. */
	TryRead(reader: Reader): LuaTuple<[true, T] | [false, string]>;
}

/** The value a `Type` carries. */
export type ValueOf<X> = X extends Type<infer V> ? V : never;

/** A table of field (or variant) types, as `t.struct` and `t.union` take. */
export type Fields = { readonly [name: string]: Type<any> };

type OptionalKeys<F extends Fields> = { [K in keyof F]: undefined extends ValueOf<F[K]> ? K : never }[keyof F];
type Flatten<O> = { [K in keyof O]: O[K] } & {};

/** The value of `t.struct(fields)`: one key per field; fields that may be nil (`t.optional`, `t.instance`) are optional keys. */
export type StructValue<F extends Fields> = Flatten<
	{ [K in Exclude<keyof F, OptionalKeys<F>>]: ValueOf<F[K]> } & { [K in OptionalKeys<F>]?: ValueOf<F[K]> }
>;

/** The value of `t.union(variants)`: `{ tag, value }` with `value` of the variant `tag` names. */
export type UnionOf<V extends Fields> = { [K in keyof V]: { tag: K; value: ValueOf<V[K]> } }[keyof V];
/** The value of `t.tagged(field, variants)`: a discriminated union of records whose `field` is the variant's name. */
export type TaggedOf<F extends string, V extends Fields> = {
	[K in keyof V]: { [P in F]: K } & ValueOf<V[K]>;
}[keyof V];

/** What a `t.tuple` carries: its values, in order (`T`), which remotes take and give one by one. Opaque. */
export interface TupleValues<T extends Array<unknown>> {
	readonly [TupleBrand]: T;
}
/** What `t.tuple(a, b, ...)` makes (`Kinetic.Tuple<T...>` in Luau): as a `Type`, its value is the array of its values. */
export type Tuple<T extends Array<unknown>> = Type<TupleValues<T>>;

/** A union's value as the Luau library types it (`Kinetic.UnionValue`). */
export interface UnionValue {
	tag: string;
	value: unknown;
}

/** `Net.types`, usually named `t`: types without parameters are values (`t.u8`); the others make a type (`t.string(20)`). */
export interface Types {
	/** Unsigned 8-bit integer, 0..255 (1 byte). */
	readonly u8: Type<number>;
	/** Unsigned 16-bit integer, 0..65535 (2 bytes). */
	readonly u16: Type<number>;
	/** Unsigned 32-bit integer (4 bytes). */
	readonly u32: Type<number>;
	/** Signed 8-bit integer, -128..127 (1 byte). */
	readonly i8: Type<number>;
	/** Signed 16-bit integer, -32768..32767 (2 bytes). */
	readonly i16: Type<number>;
	/** Signed 32-bit integer (4 bytes). */
	readonly i32: Type<number>;
	/** Half-precision float (2 bytes): finite, |v| ≤ 65504. */
	readonly f16: Type<number>;
	/** Single-precision float (4 bytes): finite. */
	readonly f32: Type<number>;
	/** Double-precision float (8 bytes): finite. */
	readonly f64: Type<number>;
	/** A boolean: one byte alone, one bit inside structs and arrays. */
	readonly bool: Type<boolean>;
	/** A CFrame in 28 bytes (f32 position, unit quaternion); called with a precision, a CFrame of its position's number type and a `t.rotation(bits)` rotation (`CFrame<f32, f16>` in Blink). */
	readonly cframe: Type<CFrame> & ((precision: { position: Type<number>; rotation: Type<CFrame> }) => Type<CFrame>);
	/** A rotation (a CFrame at the origin) sent "smallest three" at `bits` (6..16, default 10: 4 bytes) a component. */
	readonly rotation: (bits?: number) => Type<CFrame>;
	/** A CFrame in 18 bytes (rotation quantized, error ≤ 1.5e-4 rad). */
	readonly cframeCompact: Type<CFrame>;
	/** A Color3 with channels in 0..1, as three u8. */
	readonly color3: Type<Color3>;
	/** A float of `bits`; with `options.nonFinite`, NaN and ±infinity are accepted; with `options.min` and `options.max` (together), values outside `min..max` are refused both ways. */
	readonly float: (
		bits: 16 | 32 | 64,
		options?: { nonFinite?: boolean } | { min: number; max: number },
	) => Type<number>;
	/** A number in `min..max` rounded to the nearest `min + k * step`, stored in 1, 2 or 4 bytes. */
	readonly quantized: (min: number, max: number, step: number) => Type<number>;
	/** A string of at most `maxLength` bytes. */
	readonly string: (lengths: number | { min?: number; max: number } | { length: number }) => Type<string>;
	/** A buffer of at most `maxLength` bytes. */
	readonly buffer: (lengths: number | { min?: number; max: number } | { length: number }) => Type<buffer>;
	/** Exactly `value`; takes no bytes. Useful in unions. */
	readonly literal: <const L extends string | number | boolean>(value: L) => Type<L>;
	/** One of the given strings, sent as its index. */
	readonly enum: <const V extends ReadonlyArray<string>>(values: V) => Type<V[number]>;
	/** A set of named flags, one bit per member: `{ [member]?: boolean }` (`true` present; decoded sets hold only `true`). */
	readonly flags: <const V extends ReadonlyArray<string>>(members: V) => Type<{ [K in V[number]]?: boolean }>;
	/** A Vector3 with components of `component` (a number type; default `t.f32`). */
	readonly vector3: (component?: Type<number>) => Type<Vector3>;
	/** A Vector2 with components of `component` (a number type; default `t.f32`). */
	readonly vector2: (component?: Type<number>) => Type<Vector2>;
	/** A UDim: Scale as f32, Offset as i32. */
	readonly udim: Type<UDim>;
	/** A UDim2: X's UDim then Y's. */
	readonly udim2: Type<UDim2>;
	/** A BrickColor, as its palette Number (u16). */
	readonly brickcolor: Type<BrickColor>;
	/** A DateTime to the millisecond (years 1400..9999), in 6 bytes. */
	readonly datetime: Type<DateTime>;
	/** An item of `enumType` (`Enum.Material`), sent as its Value. */
	readonly enumItem: (enumType: Enum) => Type<EnumItem>;
	/** An integer in `min..max`, stored as `value - min` in the fewest of 1, 2, 3, 4 or 6 bytes. */
	readonly int: (min: number, max: number) => Type<number>;
	/** A set (`{ [T]: true }` in Luau) of at most `maxCount` elements. */
	readonly set: <T>(element: Type<T>, maxCount: number) => Type<Set<T>>;
	/** A value without a schema, self-describing, of at most `maxBytes` bytes (default 4096). */
	readonly unknown: (maxBytes?: number) => Type<unknown>;
	/**
	 * An Instance, of `className` when given (checked with IsA on both ends). One that did not
	 * replicate to the receiver is never `undefined` where this type stands: the event is not
	 * delivered (counted by `GetUnreplicatedCount`). Wrap it in `t.optional` to receive `undefined`
	 * instead; in an array, set or map its entry is left out.
	 */
	readonly instance: {
		<K extends keyof Instances>(className: K): Type<Instances[K]>;
		(): Type<Instance>;
	};
	/** `T` or nil. */
	readonly optional: <T>(inner: Type<T>) => Type<T | undefined>;
	/** An array of at most `maxCount` elements, or `{ min, max }`, or `{ length }` (exactly, no count sent); `element` cannot accept nil (optional, unknown). */
	readonly array: <T>(
		element: Type<T>,
		lengths: number | { min?: number; max: number } | { length: number },
	) => Type<Array<T>>;
	/** A table of at most `maxCount` key/value pairs. */
	readonly map: <K, V>(key: Type<K>, value: Type<V>, maxCount: number) => Type<Map<K, V>>;
	/** A table with the given fields; extra keys in an encoded value are ignored. */
	readonly struct: <F extends Fields>(fields: F) => Type<StructValue<F>>;
	/** A tagged union: values are `{ tag, value }` with `value` of `variants[tag]`. */
	readonly union: <V extends Fields>(variants: V) => Type<UnionOf<V>>;
	/** A tagged union as games write it: records whose `tagField` names the variant (each a `t.struct`), sent as the tag's index then the variant's fields. */
	readonly tagged: <F extends string, V extends Fields>(tagField: F, variants: V) => Type<TaggedOf<F, V>>;
	/**
	 * Several values, for an event's `Data` or a request's `Args` or `Returns` only: `Fire(a, b)`, handlers
	 * `(player, a, b)`, `Invoke(a, b)` returning `LuaTuple<[x, y]>`. Sent as a struct of the positions 1..n.
	 * Never a field, element or variant of another type (that raises).
	 */
	readonly tuple: <T extends Array<unknown>>(...types: { [K in keyof T]: Type<T[K]> }) => Tuple<T>;
}

// ---------------------------------------------------------------------------------------------
// Net: runtime
// ---------------------------------------------------------------------------------------------

/** Who sends an event: `"client"` (client to server) or `"server"` (server to clients). */
export type NetSide = "client" | "server";

/** What `Net.event` takes (`Kinetic.EventSpec` in Luau). An unknown key raises. */
export interface EventSpec<V, S extends NetSide> {
	From: S;
	/** Left out: the event carries nothing (`Fire()`; handlers get `(player)` on the server, `()` on clients). */
	Data?: Type<V>;
	/** `false` sends it on an UnreliableRemoteEvent (default true). */
	Reliable?: boolean;
	/** Calls per second per player the server accepts (default 600). */
	Rate?: number;
	/** Calls per player at once, at least 1 (default twice Rate and at least 1, or 1,200). */
	Burst?: number;
	/** Events kept per sender (per player on the server) while no handler is connected (default 256). */
	Queue?: number;
}

/** What `Net.request` takes (`Kinetic.RequestSpec` in Luau): `From: "client"` (clients `Invoke`, the server answers) or `"server"` (the server `InvokeClient`s a player, its client answers; `Timeout` required). */
export type RequestSpec<A, R, S extends NetSide = NetSide> = RequestSpecFields<A, R, S> &
	([S] extends ["server"] ? { /** Seconds the server waits for the client's answer (required). */ Timeout: number } : {});

/** The fields of a `RequestSpec`. */
export interface RequestSpecFields<A, R, S extends NetSide> {
	From: S;
	/** Left out: the call carries nothing (`Invoke()`; the handler gets nil). */
	Args?: Type<A>;
	/** Left out: the answer carries nothing. */
	Returns?: Type<R>;
	/** Seconds `Invoke` waits (default 10). */
	Timeout?: number;
	/** Calls per second per player (default 600). */
	Rate?: number;
	/** Calls per player at once, at least 1 (default twice Rate and at least 1, or 1,200). */
	Burst?: number;
}

/** An event descriptor made by `Net.event`, for `Net.define`. Opaque. */
export interface EventDescriptor<V, S extends NetSide = NetSide> {
	readonly [EventBrand]: { readonly data: V; readonly from: S };
}

/** A request descriptor made by `Net.request`, for `Net.define`. Opaque. */
export interface RequestDescriptor<A, R, S extends NetSide = "client"> {
	readonly [RequestBrand]: { readonly args: A; readonly returns: R; readonly from: S };
}

/** What `Net.state` takes for one value (`Kinetic.StateSpec` in Luau). An unknown key raises. */
export interface StateSpec<T> {
	/** What the state holds. */
	Value: Type<T>;
	/** `"shared"`: every player (default); `"player"`: each player their own value (`For(player)`). */
	Scope?: "shared" | "player";
	/** Ticks per second: how often changes are sent (default 20). */
	Rate?: number;
	/** `true` (default): each tick's changes once, in order, on the reliable channel. */
	Reliable?: true;
}

/** What `Net.state` takes for an entity map: entries by key, each seen by the players its filter admits. */
export interface EntitiesSpec<K, V> {
	Entries: Type<V>;
	Key: Type<K>;
	/** The most entries (default 1,024). */
	MaxEntries?: number;
	/** Each player's budget in bytes a second; past it, entries go by accumulated priority (`SetPriority`). */
	BytesPerSecond?: number;
	/** Ticks per second (default 20). */
	Rate?: number;
	Reliable?: true;
}

/** A state descriptor made by `Net.state`, for `Net.define`. Opaque. */
export interface StateDescriptor<T> {
	readonly [StateBrand]: { readonly value: T };
}

/** An entity map descriptor made by `Net.state` with `Entries`, for `Net.define`. Opaque. */
export interface EntitiesDescriptor<K, V> {
	readonly [StateBrand]: { readonly key: K; readonly entry: V };
}

/** What `Net.define` takes: descriptors by name. */
export type Definitions = {
	readonly [name: string]:
		| EventDescriptor<any, NetSide>
		| RequestDescriptor<any, any, NetSide>
		| StateDescriptor<any>
		| EntitiesDescriptor<any, any>;
};

/** `Net.define`'s options: the limits a client keeps to as it sends and the server checks (`Kinetic.NetOptions`). An unknown key raises. */
export interface NetOptions {
	/** One packet's cap, and where a client cuts its reliable batch (default 64 KiB). */
	MaxPacketBytes?: number;
	/** One unreliable packet (default 900 bytes). */
	UnreliableLimit?: number;
	/** Bytes per second per player and namespace (default 256 KiB/s). */
	BytesPerSecond?: number;
	/** Bytes a client sends at once (default 128 KiB; the server allows half a second of rate more). */
	BurstBytes?: number;
	/** Instances beside one packet (default 1,024). */
	MaxInstances?: number;
	/** Requests in flight per player, each way (theirs, and the server's to them) (default 16). */
	MaxPendingRequests?: number;
	/** Objects the server creates decoding a player's packets, per second (default 20,000/s). */
	ObjectsPerSecond?: number;
	/** Their burst (default 30,000; the server allows half a second of rate more). */
	BurstObjects?: number;
	/** Objects one packet may make the server create (default 8,192). */
	MaxPacketObjects?: number;
	/** A client's reliable bytes waiting for the limits; past it, Fire raises (default 2 MiB). */
	MaxQueuedBytes?: number;
}

/** `Net.configure`'s settings (`Kinetic.NetPolicy`). */
export interface NetPolicy {
	/** Kicks a player after this many violations (off by default). */
	KickAfter?: number;
}

/** Why the server dropped a packet or an event. */
export type ViolationReason = "oversize" | "budget" | "objects" | "malformed" | "definition" | "rate" | "requests";

/** `Net.stats()`: what the runtime holds; every count is zero once every player has left. */
export interface NetStats {
	players: number;
	streams: number;
	records: number;
	pendingRequests: number;
}

/** `T`, or `T` without any of its last elements that may be `undefined` (a call may leave those out). */
export type TrimmedTail<T extends Array<unknown>> = T extends [...infer Head, infer Last]
	? undefined extends Last
		? T | TrimmedTail<Head>
		: T
	: T;
/** The values a fire passes: a tuple's (its last optional ones may be left out), none for an event without `Data` (its value type is `undefined`), else one. */
export type ValueArgs<V> =
	[V] extends [TupleValues<infer T>] ? TrimmedTail<T> : [V] extends [undefined] ? [value?: V] : [value: V];
/** The values a handler gets after the player: a tuple's, or the one value. */
export type Values<V> = [V] extends [TupleValues<infer T>] ? T : [value: V];

/** An event fired by clients: clients `Fire`; the server connects with `(player, value)`. */
export interface ClientEvent<V> {
	/** Client: sends the event to the server (in this frame's batch). Raises when the send queue is full. */
	Fire(...args: ValueArgs<V>): void;
	/** Server: handles the event inline. Events that arrived before the first handler are delivered on connect. */
	Connect(fn: (player: Player, ...values: Values<V>) => void): Connection;
	/** Server: handles the event on a reused thread, where the handler may yield. */
	ConnectAsync(fn: (player: Player, ...values: Values<V>) => void): Connection;
	/** Server: the events received since the last Poll, in order (`for (const [player, value] of remote.Poll())`). Raises while a handler is connected. */
	Poll(): IterableFunction<LuaTuple<[Player, ...Values<V>]>>;
	/** Events waiting for a handler (queued before any was connected). */
	GetQueuedCount(): number;
	/** Events dropped from the queue (past its `Queue` bound) since the remote was made. */
	GetDroppedCount(): number;
	/** Events received and not delivered: an instance their type requires (not optional, outside arrays, sets and maps) did not replicate to this peer. */
	GetUnreplicatedCount(): number;
}

/** An event fired by the server: the server fires to players; clients connect with `(value)`. */
export interface ServerEvent<V> {
	/** Server: sends the event to one player. */
	FireClient(player: Player, ...args: ValueArgs<V>): void;
	/** Server: sends the event to every player (encoded once). */
	FireAll(...args: ValueArgs<V>): void;
	/** Server: sends the event to each player of the list (encoded once). */
	FireList(players: ReadonlyArray<Player>, ...args: ValueArgs<V>): void;
	/** Server: sends the event to every player but one (encoded once). */
	FireExcept(player: Player, ...args: ValueArgs<V>): void;
	/** Client: handles the event inline. */
	Connect(fn: (...values: Values<V>) => void): Connection;
	/** Client: handles the event on a reused thread, where the handler may yield. */
	ConnectAsync(fn: (...values: Values<V>) => void): Connection;
	/** Client: the events received since the last Poll, in order (`for (const [index, value] of remote.Poll())`). Raises while a handler is connected. */
	Poll(): IterableFunction<LuaTuple<[number, ...Values<V>]>>;
	/** Events waiting for a handler (queued before any was connected). */
	GetQueuedCount(): number;
	/** Events dropped from the queue (past its `Queue` bound) since the remote was made. */
	GetDroppedCount(): number;
	/** Events received and not delivered: an instance their type requires (not optional, outside arrays, sets and maps) did not replicate to this peer. */
	GetUnreplicatedCount(): number;
}

/** What a request handler returns: nothing when the request has no `Returns`, a tuple's values as a `LuaTuple`. */
export type HandlerResult<R> = [R] extends [TupleValues<infer T>] ? LuaTuple<T> : [R] extends [undefined] ? void : R;
/** What `Invoke` returns: a tuple's values as a `LuaTuple`, else the one value. */
export type InvokeResult<R> = [R] extends [TupleValues<infer T>] ? LuaTuple<T> : R;

/** A client-to-server request: the server answers with `SetHandler`, clients call `Invoke`. */
export interface Request<A, R> {
	/** Server: sets the function that answers the request (it may yield). */
	SetHandler(fn: (player: Player, ...args: Values<A>) => HandlerResult<R>): void;
	/** Client: sends the request and yields until the answer; raises on timeout or a handler error. */
	Invoke(...args: ValueArgs<A>): InvokeResult<R>;
	/** Server: requests not run because an instance their arguments require did not replicate (the caller gets an error). */
	GetUnreplicatedCount(): number;
}

/** A server-to-client request: the server calls `InvokeClient(player, ...)`, that player's client answers with `SetHandler`. */
export interface ServerRequest<A, R> {
	/** Client: sets the function that answers the server's calls (it may yield); calls that arrived before it are answered too. */
	SetHandler(fn: (...args: Values<A>) => HandlerResult<R>): void;
	/** Server: sends the request to `player` and yields until their answer; raises on its Timeout, their handler's error, their leaving, and at once past MaxPendingRequests of these waiting on them. */
	InvokeClient(player: Player, ...args: ValueArgs<A>): InvokeResult<R>;
	/** Server: answers not delivered because an instance they require did not replicate to the server. */
	GetUnreplicatedCount(): number;
}

/** A path into a state's value: its keys from the root (fields by name, entries by key, elements by index). */
export type StatePath = ReadonlyArray<unknown>;

/**
 * A replicated state (`Kinetic.Replicated<T>`): the server writes it, each client reads the part it may see
 * (docs/State.md). Changes made between two ticks reach a client as one.
 */
export interface Replicated<T> {
	/** Server: replaces the whole value (a copy). Raises for a value outside the schema, naming the path and the rule. */
	Set(value: T): void;
	/** Server: replaces the value at `path` (undefined removes it). */
	SetAt(path: StatePath, value: unknown): void;
	/** Server: removes a map entry, makes an optional undefined, or removes an array element. */
	RemoveAt(path: StatePath): void;
	/** Server, a per-player state: `player`'s own value, with the same methods. */
	For(player: Player): Replicated<T>;
	/** The current value (frozen): on a client, as of the last tick received. */
	Get(): T | undefined;
	Get(path: StatePath): unknown;
	/** Client: calls `callback` with the value at `path` now (once arrived) and after each tick that changed it. */
	Observe(path: undefined, callback: (value: T | undefined) => void): Connection;
	Observe(path: StatePath, callback: (value: unknown) => void): Connection;
	/** Client: whether the first tick has arrived. */
	IsReady(): boolean;
	/** Client: fires once, when the first tick has arrived. */
	readonly Ready: Signal<[]>;
}

/** An entity map (`Kinetic.Entities<K, V>`): entries by key, each seen by the players its filter admits. */
export interface Entities<K, V> {
	/** Server: sets the entry at `key`. */
	SetEntry(key: K, value: V): void;
	/** Server: removes the entry at `key`, and its filter. */
	RemoveEntry(key: K): void;
	SetAt(path: StatePath, value: unknown): void;
	RemoveAt(path: StatePath): void;
	/** Server: who sees the entry: the players listed, those the predicate admits (asked each tick), or everyone. */
	SetFilter(key: K, filter: ReadonlyArray<Player> | ((player: Player) => boolean) | undefined): void;
	/** Server, with `BytesPerSecond`: how much the entry matters (default 1), or a function of the player asked while it waits. */
	SetPriority(key: K, priority: number | ((player: Player) => number) | undefined): void;
	Get(): ReadonlyMap<K, V> | undefined;
	Get(path: StatePath): unknown;
	Observe(path: undefined, callback: (value: ReadonlyMap<K, V> | undefined) => void): Connection;
	Observe(path: StatePath, callback: (value: unknown) => void): Connection;
	IsReady(): boolean;
	readonly Ready: Signal<[]>;
	/** Client: an entry arrived (it entered this player's scope, or was set). */
	readonly Added: Signal<[key: K, value: V]>;
	/** Client: an entry left (removed, or out of this player's scope). */
	readonly Removed: Signal<[key: K]>;
	/** Client: an entry changed, once per tick. */
	readonly Changed: Signal<[key: K, value: V]>;
}

/** The remote for one descriptor. */
export type RemoteOf<D> =
	D extends EventDescriptor<infer V, infer S>
		? [S] extends ["client"]
			? ClientEvent<V>
			: [S] extends ["server"]
				? ServerEvent<V>
				: ClientEvent<V> | ServerEvent<V>
		: D extends RequestDescriptor<infer A, infer R, infer S>
			? [S] extends ["server"]
				? ServerRequest<A, R>
				: Request<A, R>
			: D extends EntitiesDescriptor<infer K, infer V>
				? Entities<K, V>
				: D extends StateDescriptor<infer T>
					? Replicated<T>
					: never;

/** What `Net.define` returns: a remote per definition, by the same names. */
export type Remotes<D extends Definitions> = { readonly [K in keyof D]: RemoteOf<D[K]> };

/** `Kinetic.Net`: schema types, the runtime and its defences. */
export interface NetModule {
	/** The schema constructors (`t.u8`, `t.struct`, ...). */
	readonly types: Types;
	/** Luau source of a module specialized to `schema` (an optional build step). */
	readonly generate: (schema: Type<any>) => string;
	/** `schema`, encoding and decoding with the required module `generate(schema)` returned. */
	readonly useGenerated: <T>(schema: Type<T>, module: unknown) => Type<T>;
	/**
	 * Gives `remotes` (what `define` returned) the codecs of a module written by `lune run net-compile`;
	 * that module calls it. Raises when the module is stale (its definition changed).
	 */
	readonly useCompiled: <D>(remotes: D, compiled: unknown) => D;
	/** Defines a namespace of events and requests; require the same definition on every peer. */
	readonly define: <D extends Definitions>(name: string, definitions: D, options?: NetOptions) => Remotes<D>;
	/** Describes an event: `{ From, Data?, Reliable?, Rate?, Burst?, Queue? }` (no `Data`: it carries nothing). */
	// NoInfer: the value type comes from `Data` alone, or is `undefined` without it; inside
	// `Net.define`'s argument the expected descriptor (any value) would otherwise make it `any`.
	readonly event: <V = undefined, S extends NetSide = NetSide>(spec: EventSpec<V, S>) => EventDescriptor<NoInfer<V>, S>;
	/** Describes a request: `{ From, Args?, Returns?, Timeout?, Rate?, Burst? }` (From "server": the server calls a client; `Timeout` required). */
	readonly request: <A = undefined, R = undefined, S extends NetSide = "client">(
		spec: RequestSpec<A, R, S>,
	) => RequestDescriptor<NoInfer<A>, NoInfer<R>, S>;
	/** Describes a replicated state: `{ Value, Scope?, Rate? }`, or an entity map `{ Entries, Key, MaxEntries?, Rate? }`. */
	readonly state: (<T>(spec: StateSpec<T>) => StateDescriptor<NoInfer<T>>) &
		(<K, V>(spec: EntitiesSpec<K, V>) => EntitiesDescriptor<NoInfer<K>, NoInfer<V>>);
	/** The fingerprint `Net.define` would use: equal exactly when both sides read the same bytes. */
	readonly fingerprint: (name: string, definitions: Definitions, options?: NetOptions) => number;
	/**
	 * Server: reports drops merged per player and reason, `fn(player, reason, detail, count)`: `count` (at least 1)
	 * drops of `reason`, `detail` the first one's. Deferred to the frame's end; one reporter thread per player runs
	 * the callbacks in turn, so `fn` may yield (what is dropped meanwhile merges into the next report).
	 */
	readonly onViolation: (fn: (player: Player, reason: ViolationReason, detail: string, count: number) => void) => Connection;
	/** Server: a player's drop counts by reason (a copy). */
	readonly getViolations: (player: Player) => Partial<Record<ViolationReason, number>>;
	/** Server: the violation policy. */
	readonly configure: (settings: NetPolicy) => void;
	/** Sends this frame's batches now instead of on Heartbeat. */
	readonly flush: () => void;
	/** What the runtime holds (players, streams, records, requests in flight). */
	readonly stats: () => NetStats;
}

// ---------------------------------------------------------------------------------------------
// The module: `import { Signal, Pool, Net } from "@rbxts/kinetic"`
// ---------------------------------------------------------------------------------------------

/** Typed signals. */
export declare const Signal: SignalModule;
/** Adaptive object pools. */
export declare const Pool: PoolModule;
/** Typed, validated, batched networking. */
export declare const Net: NetModule;
