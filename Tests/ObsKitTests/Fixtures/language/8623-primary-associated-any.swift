// Blog style (primary associated types): storing `any Store<Item>` existentials and using them generically
protocol Store<Item> {
    associatedtype Item
    mutating func put(_ item: Item)
    func all() -> [Item]
    var label: String { get }
}

struct ArrayStore<Item>: Store {
    private var items: [Item] = []
    let label = "array"
    mutating func put(_ item: Item) { items.append(item) }
    func all() -> [Item] { items }
}

struct CappedStore<Item>: Store {
    let capacity: Int
    private var items: [Item] = []
    var label: String { "capped(\(capacity))" }
    init(capacity: Int) { self.capacity = capacity }
    mutating func put(_ item: Item) {
        items.append(item)
        if items.count > capacity { items.removeFirst() }
    }
    func all() -> [Item] { items }
}

struct ReversedStore<Item>: Store {
    private var items: [Item] = []
    let label = "reversed"
    mutating func put(_ item: Item) { items.insert(item, at: 0) }
    func all() -> [Item] { items }
}

func fill(_ store: inout any Store<Int>, with values: [Int]) {
    for v in values { store.put(v) }
}

func describe(_ store: some Store<Int>) -> String {
    let items = store.all()
    return "\(store.label): \(items) sum=\(items.reduce(0, +))"
}

var stores: [any Store<Int>] = [ArrayStore<Int>(), CappedStore<Int>(capacity: 3), ReversedStore<Int>()]
for i in stores.indices {
    fill(&stores[i], with: [5, 1, 8, 2, 9])
}
for store in stores {
    print(describe(store))
}

let firsts: [Int?] = stores.map { $0.all().first }
print("firsts: \(firsts)")

var words: any Store<String> = CappedStore<String>(capacity: 2)
for w in ["alpha", "beta", "gamma"] { words.put(w) }
print(words.label, words.all())

func longest(in store: any Store<String>) -> String? {
    store.all().max { $0.count < $1.count }
}
print(longest(in: words) ?? "none")
// expect: array: [5, 1, 8, 2, 9] sum=25
// expect: capped(3): [8, 2, 9] sum=19
// expect: reversed: [9, 2, 8, 1, 5] sum=25
// expect: firsts: [Optional(5), Optional(8), Optional(9)]
// expect: capped(2) ["beta", "gamma"]
// expect: gamma
