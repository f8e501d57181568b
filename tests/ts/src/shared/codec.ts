// Net's schema types used directly (encode/decode), as docs/Net.md shows them. Every value here is
// checked at compile time by the declarations and at run time (make ts-check) by the library.
import { Net } from "@rbxts/kinetic";

const t = Net.types;

export const Entity = t.struct({
	id: t.u16,
	x: t.i8,
	y: t.i16,
	alive: t.bool,
	name: t.optional(t.string(20)),
	spot: t.cframeCompact,
	tint: t.color3,
});
export const Action = t.union({ Move: t.vector3(t.f16), Chat: t.string(200), Jump: t.literal(true) });
export const Inventory = t.map(t.string(16), t.u8, 32);
export const Health = t.quantized(0, 100, 0.5);
export const Blob = t.buffer(64);
export const AnyDouble = t.float(64, { nonFinite: true });

/** Encodes and decodes one value of each kind; returns a line describing what came back. */
export function roundTrip(): string {
	const entities = t.array(Entity, 100);
	const [bytes] = entities.Encode([
		{ id: 7, x: -3, y: 300, alive: true, name: "ada", spot: new CFrame(1, 2, 3), tint: new Color3(1, 0, 0) },
		{ id: 8, x: 4, y: -2, alive: false, spot: new CFrame(), tint: new Color3(0, 0, 1) },
	]);
	const back = entities.Decode(bytes);
	const first = back[0];
	const unnamed = back[1].name === undefined ? "unnamed" : "named";

	const [actionBytes] = Action.Encode({ tag: "Chat", value: "hi" });
	const action = Action.Decode(actionBytes);
	let said = "";
	if (action.tag === "Chat") {
		said = action.value; // narrowed to string by the tag
	}

	const inventory = new Map<string, number>();
	inventory.set("arrows", 12);
	const [inventoryBytes] = Inventory.Encode(inventory);
	const arrows = Inventory.Decode(inventoryBytes).get("arrows") ?? 0;

	const [ok, reason] = t.u8.TryDecode(buffer.create(3));
	const health = Health.Decode(Health.Encode(42.3)[0]);
	const size = t.u16.Size ?? -1;
	return `codec: ${first.name} ${first.x} ${first.y} ${unnamed} ${said} ${arrows} ${ok} ${typeIs(reason, "string")} ${health} ${size} ${entities.Name}`;
}
