// Compiler test style: WritableKeyPath and ReferenceWritableKeyPath writes
// Checks writing through key paths on structs (var), nested structs,
// array elements, dictionary entries, optionals, class properties via
// ReferenceWritableKeyPath on a let constant, and inout helpers.

struct Stats { var hp: Int; var mp: Int }
struct Hero { var name: String; var stats: Stats; var items: [String] }

var h = Hero(name: "Link", stats: Stats(hp: 3, mp: 1), items: ["sword"])
let hpPath: WritableKeyPath<Hero, Int> = \Hero.stats.hp
h[keyPath: hpPath] = 10
h[keyPath: \Hero.stats.mp] += 4
h[keyPath: \.name].append("!")
print(h.name, h.stats.hp, h.stats.mp)

// Writing into an array element through a key path.
h[keyPath: \Hero.items[0]] = "bow"
h[keyPath: \Hero.items].append("shield")
print(h.items)

// Dictionary entry.
var scores = ["a": 1]
scores[keyPath: \[String: Int]["b"]] = 2
scores[keyPath: \[String: Int]["a"]] = nil
print(scores)

// Generic setter.
func set<T, V>(_ value: V, at kp: WritableKeyPath<T, V>, on target: inout T) {
  target[keyPath: kp] = value
}
set(99, at: \Hero.stats.hp, on: &h)
print(h.stats.hp)

// Generic modifier.
func modify<T>(_ target: inout T, _ kp: WritableKeyPath<T, Int>, by f: (Int) -> Int) {
  target[keyPath: kp] = f(target[keyPath: kp])
}
modify(&h, \.stats.mp) { $0 * 3 }
print(h.stats.mp)

// Classes: ReferenceWritableKeyPath works on a let constant.
final class Counter { var value = 0; var name = "c" }
let c = Counter()
let vp = \Counter.value
c[keyPath: vp] = 5
c[keyPath: vp] += 1
print(c.value)
print(type(of: vp))

// Struct containing a class: writing through the reference.
struct Holder { var counter: Counter }
let holder = Holder(counter: c)
holder[keyPath: \Holder.counter.value] = 42
print(c.value)

// Writing into a tuple field.
var pair = (a: 1, b: 2)
pair[keyPath: \(a: Int, b: Int).b] = 20
print(pair)

// Applying many writes from a list.
var s = Stats(hp: 0, mp: 0)
let updates: [(WritableKeyPath<Stats, Int>, Int)] = [(\.hp, 7), (\.mp, 8), (\.hp, 9)]
for (kp, v) in updates {
  s[keyPath: kp] = v
}
print(s)

// Value semantics: a copy is unaffected.
var h2 = h
h2[keyPath: \Hero.name] = "Zelda"
print(h.name, h2.name)

// Writable key path through a force-unwrapped optional, and to the optional.
struct Slot { var item: Stats? }
var slot = Slot(item: Stats(hp: 1, mp: 1))
slot[keyPath: \Slot.item!.hp] = 50
print(slot.item as Any)
var empty = Slot(item: nil)
empty[keyPath: \Slot.item] = Stats(hp: 2, mp: 3)
print(empty.item as Any)
empty[keyPath: \Slot.item] = nil
print(empty.item as Any)

// expect: Link! 10 5
// expect: ["bow", "shield"]
// expect: ["b": 2]
// expect: 99
// expect: 15
// expect: 6
// expect: ReferenceWritableKeyPath<Counter, Int>
// expect: 42
// expect: (a: 1, b: 20)
// expect: Stats(hp: 9, mp: 8)
// expect: Link! Zelda
// expect: Optional(main.Stats(hp: 50, mp: 1))
// expect: Optional(main.Stats(hp: 2, mp: 3))
// expect: nil
