// Swift Evolution style (SE-0346, SE-0353): primary associated types with some and any
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

struct CappedStore<Item>: Store {
    let cap: Int
    private var items: [Item] = []
    init(cap: Int) { self.cap = cap }
    mutating func put(_ item: Item) { if items.count < cap { items.append(item) } }
    func all() -> [Item] { items }
}

func fill(_ store: inout some Store<Int>, upTo n: Int) {
    for i in 1...n { store.put(i * i) }
}

func makeStore(capped: Bool) -> any Store<String> {
    capped ? CappedStore<String>(cap: 2) : ArrayStore<String>()
}

func evens(_ xs: some Sequence<Int>) -> [Int] { xs.filter { $0 % 2 == 0 } }

func lazyDoubles() -> some Sequence<Int> { (1...4).lazy.map { $0 * 2 } }

var a = ArrayStore<Int>()
fill(&a, upTo: 5)
print("array:", a.all())

var c = CappedStore<Int>(cap: 3)
fill(&c, upTo: 5)
print("capped:", c.all())

var stores: [any Store<String>] = [makeStore(capped: false), makeStore(capped: true)]
for i in stores.indices {
    for word in ["red", "green", "blue"] { stores[i].put(word) }
}
for s in stores { print("strings:", s.all()) }

print("evens:", evens([1, 2, 3, 4, 6]))
print("evens range:", evens(1...9))
print("lazy doubles:", Array(lazyDoubles()))

let anyCollections: [any Collection<Int>] = [[1, 2], Set([5]), 10..<13]
for col in anyCollections { print("count:", col.count) }

// expect: array: [1, 4, 9, 16, 25]
// expect: capped: [1, 4, 9]
// expect: strings: ["red", "green", "blue"]
// expect: strings: ["red", "green"]
// expect: evens: [2, 4, 6]
// expect: evens range: [2, 4, 6, 8]
// expect: lazy doubles: [2, 4, 6, 8]
// expect: count: 2
// expect: count: 1
// expect: count: 3
