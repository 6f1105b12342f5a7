// The Swift Programming Language style (Generics): generic subscripts, contextual where clauses on members, associated types with where clauses, and generic type extensions
struct Shelf<Element> {
    var items: [Element]
    subscript<Indices: Sequence>(picks indices: Indices) -> [Element] where Indices.Element == Int {
        indices.map { items[$0] }
    }
    func average() -> Double where Element: BinaryInteger {
        guard !items.isEmpty else { return 0 }
        return Double(items.reduce(0, +)) / Double(items.count)
    }
    func joined() -> String where Element == String {
        items.joined(separator: "+")
    }
    var topItem: Element? { items.last }
}

let nums = Shelf(items: [10, 20, 30, 45])
print(nums[picks: [0, 2]], nums[picks: 1...3])
print(nums.average())
let strs = Shelf(items: ["a", "bb", "ccc"])
print(strs.joined(), strs.topItem ?? "", strs[picks: stride(from: 2, through: 0, by: -1)])

protocol Inventory {
    associatedtype Thing
    associatedtype Things: Sequence where Things.Element == Thing
    var contents: Things { get }
}

struct Toolbox: Inventory {
    var contents: [String] { ["hammer", "saw", "tape"] }
}

struct Evens: Inventory {
    let upTo: Int
    var contents: StrideTo<Int> { stride(from: 0, to: upTo, by: 2) }
}

func listAll<I: Inventory>(_ inv: I) -> String where I.Thing: CustomStringConvertible {
    inv.contents.map(\.description).joined(separator: ",")
}
print(listAll(Toolbox()))
print(listAll(Evens(upTo: 9)))

extension Shelf where Element: Comparable {
    func isSorted() -> Bool {
        zip(items, items.dropFirst()).allSatisfy { $0 <= $1 }
    }
}
print(nums.isSorted(), Shelf(items: [3, 1]).isSorted())

func firstCommon<S1: Sequence, S2: Sequence>(_ a: S1, _ b: S2) -> S1.Element?
    where S1.Element: Equatable, S1.Element == S2.Element {
    for x in a where b.contains(x) { return x }
    return nil
}
print(firstCommon([5, 3, 8], Set([8, 3])) as Any)
print(firstCommon("hello", "world") as Any)

struct Pair<T> { var a: T, b: T }
extension Pair where T: Numeric { var sum: T { a + b } }
extension Pair: CustomStringConvertible { var description: String { "(\(a), \(b))" } }
print(Pair(a: 2, b: 5).sum, Pair(a: 1.5, b: 2.0).sum, Pair(a: "u", b: "v"))

// expect: [10, 30] [20, 30, 45]
// expect: 26.25
// expect: a+bb+ccc ccc ["ccc", "bb", "a"]
// expect: hammer,saw,tape
// expect: 0,2,4,6,8
// expect: true false
// expect: Optional(3)
// expect: Optional("l")
// expect: 7 3.5 (u, v)
