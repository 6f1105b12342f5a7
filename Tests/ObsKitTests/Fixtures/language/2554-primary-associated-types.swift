// Swift Evolution style (SE-0346): primary associated types with `some P<T>` and `any P<T>`
protocol Inventory<Item> {
    associatedtype Item
    var items: [Item] { get }
    mutating func stock(_ item: Item)
}

struct Warehouse<Item>: Inventory {
    var items: [Item] = []
    mutating func stock(_ item: Item) { items.append(item) }
}

struct CountingShelf: Inventory {
    var items: [String] = []
    var added = 0
    mutating func stock(_ item: String) {
        items.append(item.uppercased())
        added += 1
    }
}

func restock(_ inventory: inout some Inventory<String>, with names: [String]) {
    for n in names { inventory.stock(n) }
}

func makeNumberStore() -> some Inventory<Int> {
    var w = Warehouse<Int>()
    w.stock(7)
    w.stock(11)
    return w
}

func summary(_ stores: [any Inventory<String>]) -> [String] {
    stores.map { "\($0.items.count): \($0.items.joined(separator: ","))" }
}

var shelf = CountingShelf()
restock(&shelf, with: ["bolt", "nut"])
var box = Warehouse<String>()
restock(&box, with: ["gear"])
print(shelf.items, shelf.added)
print(box.items)

let numbers = makeNumberStore()
print(numbers.items.reduce(0, +))

for line in summary([shelf, box]) {
    print(line)
}

func sumAll(_ values: some Collection<Int>) -> Int {
    values.reduce(0, +)
}
print(sumAll([1, 2, 3]))
print(sumAll(1...10))
print(sumAll(Set([5])))

let sequences: [any Sequence<Character>] = ["ab", Array("cde")]
for s in sequences {
    print(String(s))
}

func evens(upTo n: Int) -> some Sequence<Int> {
    stride(from: 0, through: n, by: 2)
}
print(Array(evens(upTo: 8)))
// expect: ["BOLT", "NUT"] 2
// expect: ["gear"]
// expect: 18
// expect: 2: BOLT,NUT
// expect: 1: gear
// expect: 6
// expect: 55
// expect: 5
// expect: ab
// expect: cde
// expect: [0, 2, 4, 6, 8]
