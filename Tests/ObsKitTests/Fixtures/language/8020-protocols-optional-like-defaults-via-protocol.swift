// Swift book style (Protocols): optional-like defaults via protocol extensions, Collection extensions, where clauses
protocol Describable {
    var title: String { get }
    func describe() -> String
}
extension Describable {
    func describe() -> String { "<\(title)>" }
    func loud() -> String { describe().uppercased() }
}
struct Book: Describable { var title: String }
struct Film: Describable {
    var title: String
    func describe() -> String { "Film: \(title)" }
}
print(Book(title: "Dune").describe(), Film(title: "Heat").describe())
print(Book(title: "Emma").loud(), Film(title: "Up").loud())
let items: [Describable] = [Book(title: "x"), Film(title: "y")]
print(items.map { $0.describe() })
extension Collection where Element: Equatable {
    func allEqual() -> Bool {
        for e in self { if e != self.first { return false } }
        return true
    }
}
print([100, 100, 100].allEqual(), [100, 100, 99].allEqual())
print("aaa".allEqual())
protocol Scorer { func score() -> Int }
extension Scorer { func doubled() -> Int { score() * 2 } }
extension Int: Scorer { func score() -> Int { self } }
print(21.doubled())
extension Sequence where Element == Int {
    var total: Int { reduce(0, +) }
}
print([3, 4, 5].total, (1...10).total)
protocol Counted { static var kind: String { get } }
extension Counted { static var kind: String { "generic" } }
struct A: Counted {}
struct B: Counted { static var kind: String { "special" } }
print(A.kind, B.kind)
extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
}
let s: String? = nil
print("[\(s.orEmpty)]")
// expect: <Dune> Film: Heat
// expect: <EMMA> FILM: UP
// expect: ["<x>", "Film: y"]
// expect: true false
// expect: true
// expect: 42
// expect: 12 55
// expect: generic special
// expect: []
