// Book style (Generics): associated types with constraints and generic where clauses in extensions
protocol Shelf {
    associatedtype Item: Equatable
    var items: [Item] { get }
}

protocol SortableShelf: Shelf where Item: Comparable {
    associatedtype Sorted: Shelf where Sorted.Item == Item
    func sortedShelf() -> Sorted
}

struct JarShelf: SortableShelf {
    var items: [Int]
    func sortedShelf() -> JarShelf { JarShelf(items: items.sorted()) }
}

struct LabelShelf: Shelf {
    var items: [String]
}

extension Shelf {
    func contains(_ item: Item) -> Bool { items.contains(item) }
    var first: Item? { items.first }
}

extension Shelf where Item == Int {
    var total: Int { items.reduce(0, +) }
}

extension Shelf where Item: StringProtocol {
    var shout: [String] { items.map { $0.uppercased() } }
}

extension SortableShelf {
    var smallest: Item? { sortedShelf().first }
}

func sameStart<A: Shelf, B: Shelf>(_ a: A, _ b: B) -> Bool where A.Item == B.Item {
    a.first == b.first
}

func describe<S: Shelf>(_ s: S) -> String where S.Item: CustomStringConvertible {
    s.items.map(\.description).joined(separator: ",")
}

let jars = JarShelf(items: [30, 10, 20])
print(jars.total, jars.contains(10), jars.first as Any)
print(jars.sortedShelf())
print(jars.smallest as Any)
print(type(of: jars.sortedShelf()))
let labels = LabelShelf(items: ["jam", "honey"])
print(labels.shout, labels.contains("tea"))
print(describe(labels), describe(jars))
print(sameStart(jars, JarShelf(items: [30])), sameStart(labels, LabelShelf(items: [])))
let empty = LabelShelf(items: [])
print(empty.first as Any, empty)
print(JarShelf(items: []).smallest as Any)

// expect: 60 true Optional(30)
// expect: JarShelf(items: [10, 20, 30])
// expect: Optional(10)
// expect: JarShelf
// expect: ["JAM", "HONEY"] false
// expect: jam,honey 30,10,20
// expect: true false
// expect: nil LabelShelf(items: [])
// expect: nil
