// Compiler test style: associated types with defaults, inference from witnesses, and where-clause constrained extensions
protocol Container {
    associatedtype Element
    associatedtype Index = Int
    var items: [Element] { get }
    func element(at index: Index) -> Element?
}

extension Container where Index == Int {
    func element(at index: Int) -> Element? { index < items.count ? items[index] : nil }
    var indexKind: String { "int-indexed" }
}

extension Container where Element: Comparable {
    func largest() -> Element? { items.max() }
}

extension Container where Element == String {
    func joined() -> String { items.joined(separator: "+") }
}

struct Stack<T>: Container {
    var items: [T]
}

struct Labels: Container {
    typealias Index = String
    var items: [String]
    func element(at index: String) -> String? { items.first { $0.hasPrefix(index) } }
}

func describe<C: Container>(_ c: C, at i: C.Index) -> String {
    if let e = c.element(at: i) { return "found \(e)" }
    return "missing"
}

func sumAll<C: Container>(_ c: C) -> Int where C.Element == Int {
    c.items.reduce(0, +)
}

let ints = Stack(items: [4, 9, 2])
let words = Stack(items: ["b", "a"])
let labels = Labels(items: ["alpha", "beta"])
print(describe(ints, at: 1), describe(ints, at: 10))
print(describe(labels, at: "be"), describe(labels, at: "z"))
print(ints.largest()!, words.largest()!, labels.largest()!)
print(words.joined(), labels.joined())
print(sumAll(ints))
print(ints.indexKind, words.indexKind)
print(type(of: ints).Index.self, Labels.Index.self)
print(Stack<Double>.Element.self)
// expect: found 9 missing
// expect: found beta missing
// expect: 9 b beta
// expect: b+a alpha+beta
// expect: 15
// expect: int-indexed int-indexed
// expect: Int String
// expect: Double
