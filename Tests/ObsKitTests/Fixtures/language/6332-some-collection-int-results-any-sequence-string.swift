// What's new in Swift 5.7-5.9 style (primary associated types): some Collection<Int> results and any Sequence<String> existentials with constrained protocols
protocol Store<Item> {
    associatedtype Item
    var items: [Item] { get }
    mutating func add(_ item: Item)
}

struct ShelfStore: Store {
    var items: [String] = []
    mutating func add(_ item: String) { items.append(item) }
}

struct NumberStore: Store {
    var items: [Int] = []
    mutating func add(_ item: Int) { items.append(item * 10) }
}

func evens(upTo limit: Int) -> some Collection<Int> {
    stride(from: 0, through: limit, by: 2).map { $0 }
}

func words() -> some Sequence<String> {
    ["alpha", "beta", "gamma"].lazy.map { $0.uppercased() }
}

func fill<S: Store<String>>(_ store: inout S, with names: [String]) {
    for n in names { store.add(n) }
}

let sources: [any Sequence<String>] = [["x", "y"], words(), Set(["only"])]
for s in sources {
    print(Array(s).joined(separator: ","))
}

print(Array(evens(upTo: 10)), evens(upTo: 7).count)

var shelf = ShelfStore()
fill(&shelf, with: ["book", "lamp"])
print(shelf.items)

var stores: [any Store<Int>] = [NumberStore()]
stores[0].add(4)
stores[0].add(5)
print(stores[0].items)

func total(of store: any Store<Int>) -> Int {
    store.items.reduce(0, +)
}
print("total:", total(of: stores[0]))

let mixed: [any Collection<Int>] = [[1, 2, 3], 4..<8, evens(upTo: 4) as! [Int]]
print(mixed.map(\.count))

// expect: x,y
// expect: ALPHA,BETA,GAMMA
// expect: only
// expect: [0, 2, 4, 6, 8, 10] 4
// expect: ["book", "lamp"]
// expect: [40, 50]
// expect: total: 90
// expect: [3, 4, 3]
