// Compiler test style (constrained existentials): any Sequence<String> and any Collection<Int> values stored, mixed in arrays and iterated
let sources: [any Sequence<String>] = [
    ["a", "b"],
    Set(["only"]),
    "x y z".split(separator: " ").map(String.init),
    ["q"].lazy.map { $0.uppercased() },
]
for s in sources {
    print(Array(s).joined(separator: "|"))
}

func concat(_ parts: [any Sequence<String>]) -> String {
    var out = ""
    for p in parts { for w in p { out += w } }
    return out
}
print(concat(sources))

var holder: any Collection<Int> = [3, 1, 2]
print(holder.count, holder.first ?? 0)
holder = 10..<14
print(holder.count, Array(holder))
holder = Set([8])
print(holder.count, holder.contains(8))

func stats(_ c: any Collection<Int>) -> (Int, Int) {
    (c.count, c.reduce(0, +))
}
print(stats([1, 2, 3]), stats(1...10), stats([Int]()))

func openAndSort<C: Collection<Int>>(_ c: C) -> [Int] { c.sorted() }
let boxed: any Collection<Int> = [5, 3, 9, 1]
print(openAndSort(boxed))

protocol Store<Item> {
    associatedtype Item
    var items: [Item] { get }
    mutating func add(_ i: Item)
}
struct IntStore: Store { var items: [Int] = []; mutating func add(_ i: Int) { items.append(i * 10) } }
struct TextStore: Store { var items: [String] = []; mutating func add(_ i: String) { items.append(i + "!") } }

var stores: [any Store<Int>] = [IntStore(), IntStore(items: [1])]
for i in stores.indices { stores[i].add(i + 1) }
for s in stores { print(s.items) }
var ts: any Store<String> = TextStore()
ts.add("hi"); ts.add("yo")
print(ts.items)
let erased: any Store = ts
print(type(of: erased), erased.items.count)

// expect: a|b
// expect: only
// expect: x|y|z
// expect: Q
// expect: abonlyxyzQ
// expect: 3 3
// expect: 4 [10, 11, 12, 13]
// expect: 1 true
// expect: (3, 6) (10, 55) (0, 0)
// expect: [1, 3, 5, 9]
// expect: [10]
// expect: [1, 20]
// expect: ["hi!", "yo!"]
// expect: TextStore 2
