// Compiler test style: protocols with primary associated types used in some/any constrained positions
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

struct DedupStore<Item: Equatable>: Store {
    private var items: [Item] = []
    mutating func put(_ item: Item) {
        if !items.contains(item) { items.append(item) }
    }
    func all() -> [Item] { items }
}

func fill(_ store: inout some Store<Int>, with values: [Int]) {
    for v in values { store.put(v) }
}

func makeStore(dedup: Bool) -> any Store<String> {
    dedup ? DedupStore<String>() : ArrayStore<String>()
}

func total(_ s: some Store<Int>) -> Int { s.all().reduce(0, +) }

var a = ArrayStore<Int>()
fill(&a, with: [1, 2, 2, 3])
var d = DedupStore<Int>()
fill(&d, with: [1, 2, 2, 3])
print(a.all(), total(a))
print(d.all(), total(d))

var stores: [any Store<String>] = [makeStore(dedup: false), makeStore(dedup: true)]
for i in stores.indices {
    for w in ["x", "y", "x"] { stores[i].put(w) }
}
for s in stores { print(s.all()) }

func firstItem<S: Store>(_ s: S) -> S.Item? { s.all().first }
let anyStore: any Store<String> = stores[1]
print(firstItem(anyStore) ?? "none")

func evens(_ upTo: Int) -> some Collection<Int> & Equatable {
    Array(stride(from: 0, through: upTo, by: 2))
}
print(evens(8), evens(8) == evens(9))
let seqs: [any Sequence<Int>] = [[3, 1], 1...4, stride(from: 10, to: 0, by: -4)]
print(seqs.map { $0.reduce(0, +) })

// expect: [1, 2, 2, 3] 8
// expect: [1, 2, 3] 6
// expect: ["x", "y", "x"]
// expect: ["x", "y"]
// expect: x
// expect: [0, 2, 4, 6, 8] true
// expect: [4, 10, 18]
