// Swift Evolution style (SE-0309 / SE-0346 existentials and primary associated types): `any Collection<Int>`, `some Sequence<String>`, a custom protocol with a primary associated type used as a constrained existential
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

struct ReversedStore<Item>: Store {
    private var items: [Item] = []
    mutating func put(_ item: Item) { items.insert(item, at: 0) }
    func all() -> [Item] { items }
}

var stores: [any Store<String>] = [ArrayStore<String>(), ReversedStore<String>()]
for i in stores.indices {
    stores[i].put("a")
    stores[i].put("b")
    stores[i].put("c")
}
for s in stores { print(s.all()) }

func fill(_ store: inout some Store<Int>, upTo n: Int) {
    for i in 1...n { store.put(i * i) }
}
var squares = ArrayStore<Int>()
fill(&squares, upTo: 4)
print(squares.all())

func total(_ numbers: any Collection<Int>) -> Int {
    numbers.reduce(0, +)
}
print(total([1, 2, 3]), total(Set([5])), total(1...10), total([4, 5].reversed()))

func words(_ text: String) -> some Sequence<Substring> {
    text.split(separator: " ")
}
for w in words("primary associated types") { print(w.count, terminator: " ") }
print()

func firstAny(_ s: any Sequence<String>) -> String? {
    var it = s.makeIterator()
    return it.next()
}
print(firstAny(["x", "y"]) ?? "none", firstAny([String]()) ?? "none")

let heterogeneous: [any Collection<Character>] = ["hello", Array("abc"), "xy".reversed()]
print(heterogeneous.map(\.count))

protocol Transformer<Input, Output> {
    associatedtype Input
    associatedtype Output
    func apply(_ x: Input) -> Output
}
struct Length: Transformer { func apply(_ x: String) -> Int { x.count } }
struct Doubler: Transformer { func apply(_ x: String) -> Int { x.count * 2 } }
let ts: [any Transformer<String, Int>] = [Length(), Doubler()]
print(ts.map { $0.apply("swift") })

// expect: ["a", "b", "c"]
// expect: ["c", "b", "a"]
// expect: [1, 4, 9, 16]
// expect: 6 5 55 9
// expect: 7 10 5 
// expect: x none
// expect: [5, 3, 2]
// expect: [5, 10]
