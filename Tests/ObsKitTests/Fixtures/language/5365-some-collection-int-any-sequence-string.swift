// Swift with Majid style (primary associated types): some Collection<Int> and any Sequence<String>
func evens(upTo n: Int) -> some Collection<Int> {
    stride(from: 0, through: n, by: 2).map { $0 }
}

func squares(_ xs: some Sequence<Int>) -> [Int] {
    xs.map { $0 * $0 }
}

func describeAll(_ sources: [any Sequence<String>]) -> [String] {
    sources.map { $0.joined(separator: "+") }
}

let e = evens(upTo: 10)
print(e.count, Array(e), e.first!)
print(squares(e), squares(1...4), squares(Set([3]).union([3])))
print(describeAll([["a", "b"], Set(["z"]), "xy".map(String.init)]))

protocol Storage<Item> {
    associatedtype Item
    mutating func put(_ item: Item)
    var all: [Item] { get }
}

struct ArrayStorage<T>: Storage {
    private var items: [T] = []
    mutating func put(_ item: T) { items.append(item) }
    var all: [T] { items }
}

func fill(_ s: inout some Storage<Int>, with values: [Int]) {
    for v in values { s.put(v) }
}
var storage = ArrayStorage<Int>()
fill(&storage, with: [7, 8, 9])
print(storage.all)
let boxed: any Storage<Int> = storage
print(boxed.all.reduce(0, +))

// expect: 6 [0, 2, 4, 6, 8, 10] 0
// expect: [0, 4, 16, 36, 64, 100] [1, 4, 9, 16] [9]
// expect: ["a+b", "z", "x+y"]
// expect: [7, 8, 9]
// expect: 24
