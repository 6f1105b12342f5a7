// The Swift Programming Language style (Opaque and Boxed types): primary associated types, some vs any parameters, opening existentials, and returning opaque collections
protocol Storage<Item> {
    associatedtype Item
    var items: [Item] { get }
    mutating func put(_ item: Item)
}

struct Drawer<Item>: Storage {
    var items: [Item] = []
    mutating func put(_ item: Item) { items.append(item) }
}

struct Bin: Storage {
    var items: [Int] = []
    mutating func put(_ item: Int) { items.insert(item, at: 0) }
}

func fill(_ s: inout some Storage<Int>, upTo n: Int) {
    for i in 1...n { s.put(i * i) }
}

var d = Drawer<Int>()
fill(&d, upTo: 3)
var b = Bin()
fill(&b, upTo: 3)
print(d.items, b.items)

let stores: [any Storage<Int>] = [d, b, Drawer(items: [7])]
for s in stores { print(s.items.reduce(0, +), terminator: " ") }
print()

func countItems(_ s: some Storage) -> Int { s.items.count }
for s in stores { print(countItems(s), terminator: " ") }
print()

func describe(_ s: any Storage) -> String {
    "\(type(of: s)) with \(s.items.count) items"
}
print(describe(Drawer<String>(items: ["x", "y"])))
print(describe(b))

func evens(upTo n: Int) -> some Sequence<Int> {
    stride(from: 0, through: n, by: 2)
}
print(Array(evens(upTo: 9)))

func makeStore(prefilled: Bool) -> any Storage<String> {
    if prefilled { return Drawer(items: ["pre"]) }
    return Drawer<String>()
}
var box = makeStore(prefilled: true)
box.put("added")
print(box.items)

func lengths(_ c: some Collection<String>) -> [Int] { c.map(\.count) }
print(lengths(["ab", "cde"]), lengths(Set(["q"])))

let anyEq: [any Equatable] = [1, "one", 1.0]
func same<T: Equatable>(_ a: T, _ b: any Equatable) -> Bool { (b as? T) == a }
print(anyEq.map { same(1, $0) })

// expect: [1, 4, 9] [9, 4, 1]
// expect: 14 14 7 
// expect: 3 3 1 
// expect: Drawer<String> with 2 items
// expect: Bin with 3 items
// expect: [0, 2, 4, 6, 8]
// expect: ["pre", "added"]
// expect: [2, 3] [1]
// expect: [true, false, false]
