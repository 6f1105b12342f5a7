// Swift Evolution style: SE-0346 lightweight same-type requirements for primary associated types
protocol Store<Item> {
    associatedtype Item
    mutating func put(_ item: Item)
    func all() -> [Item]
}

struct ArrayStore<Item>: Store {
    private var items: [Item] = []
    mutating func put(_ item: Item) { items.append(item) }
    func all() -> [Item] { items }
}

struct DedupStore<Item: Hashable>: Store {
    private var seen: Set<Item> = []
    private var order: [Item] = []
    mutating func put(_ item: Item) {
        if seen.insert(item).inserted { order.append(item) }
    }
    func all() -> [Item] { order }
}

func fill(_ store: inout some Store<String>, with words: [String]) {
    for w in words { store.put(w) }
}

func count(_ store: any Store<String>) -> Int {
    store.all().count
}

let words = ["apple", "pear", "apple", "fig", "pear", "kiwi"]
var plain = ArrayStore<String>()
var dedup = DedupStore<String>()
fill(&plain, with: words)
fill(&dedup, with: words)
print(plain.all())
print(dedup.all())
print(count(plain), count(dedup))

// Heterogeneous array constrained by primary associated type
let stores: [any Store<String>] = [plain, dedup]
for (i, s) in stores.enumerated() {
    print(i, s.all().joined(separator: "|"))
}

// Using primary associated types of standard library protocols
func firstEven(in numbers: some Sequence<Int>) -> Int? {
    numbers.first { $0 % 2 == 0 }
}
print(firstEven(in: [3, 7, 10, 12]) ?? -1)
print(firstEven(in: stride(from: 1, to: 10, by: 2)) ?? -1)

func lengths(_ strings: some Collection<String>) -> [Int] {
    strings.map(\.count)
}
print(lengths(["a", "bb", "ccc"]))

func pairUp<C: Collection<Int>>(_ c: C) -> [(Int, Int)] {
    Array(zip(c, c.dropFirst()))
}
for (a, b) in pairUp([1, 4, 9, 16]) {
    print("\(a) -> \(b), diff \(b - a)")
}

// An opaque result constrained by primary associated type
func evens(upTo n: Int) -> some Sequence<Int> {
    stride(from: 0, through: n, by: 2)
}
print(Array(evens(upTo: 10)))
let lazyEvens: some Collection<Int> = (0..<20).lazy.filter { $0 % 3 == 0 }
print(Array(lazyEvens), lazyEvens.count)

// expect: ["apple", "pear", "apple", "fig", "pear", "kiwi"]
// expect: ["apple", "pear", "fig", "kiwi"]
// expect: 6 4
// expect: 0 apple|pear|apple|fig|pear|kiwi
// expect: 1 apple|pear|fig|kiwi
// expect: 10
// expect: -1
// expect: [1, 2, 3]
// expect: 1 -> 4, diff 3
// expect: 4 -> 9, diff 5
// expect: 9 -> 16, diff 7
// expect: [0, 2, 4, 6, 8, 10]
// expect: [0, 3, 6, 9, 12, 15, 18] 7
