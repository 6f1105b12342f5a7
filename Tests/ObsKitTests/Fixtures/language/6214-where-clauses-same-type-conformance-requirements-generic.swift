// Language Reference style (generics): where clauses, same-type and conformance requirements, generic subscripts, parameter packs
func largest<T: Comparable>(_ xs: [T]) -> T? { xs.max() }
print(largest([3, 9, 2]) as Any, largest(["b", "a"]) as Any, largest([Int]()) as Any)

func allEqual<C1: Collection, C2: Collection>(_ a: C1, _ b: C2) -> Bool
    where C1.Element == C2.Element, C1.Element: Equatable {
    a.count == b.count && zip(a, b).allSatisfy { $0 == $1 }
}
print(allEqual([1, 2], [1, 2]), allEqual("ab", ["a", "b"] as [Character]), allEqual([1], [2]))

struct Box<T> { var items: [T] }
extension Box where T: Numeric { var sum: T { items.reduce(0, +) } }
extension Box where T == String { var joined: String { items.joined() } }
extension Box: Equatable where T: Equatable {}
print(Box(items: [1, 2, 3]).sum, Box(items: ["x", "y"]).joined, Box(items: [1]) == Box(items: [1]))

struct Table {
    var data: [String: Any] = ["n": 5, "s": "str"]
    subscript<T>(key: String, as type: T.Type) -> T? { data[key] as? T }
    subscript<Idx: Sequence>(keys: Idx) -> [String] where Idx.Element == String { keys.map { "\($0)=\(data[$0] ?? "?")" } }
}
let tbl = Table()
print(tbl["n", as: Int.self] as Any, tbl["s", as: Int.self] as Any, tbl[["s", "z"]])

func describeAll<each T: CustomStringConvertible>(_ v: repeat each T) -> [String] {
    var out: [String] = []
    for x in repeat each v { out.append(x.description) }
    return out
}
print(describeAll(1, "two", 3.0, true))
func zipPack<each A, each B>(_ a: repeat each A, with b: repeat each B) -> (repeat (each A, each B)) { (repeat (each a, each b)) }
print(zipPack(1, "x", with: true, 2.5))
struct Tagged<each V> {
    var values: (repeat each V)
    func count() -> Int { var c = 0; for _ in repeat each values { c += 1 }; return c }
}
print(Tagged(values: (1, "a", 2.0)).count())

protocol Animal { associatedtype Food; func eat(_ f: Food) -> String }
struct Cow: Animal { func eat(_ f: String) -> String { "cow eats \(f)" } }
func feed<A: Animal>(_ a: A, _ f: A.Food) -> String where A.Food == String { a.eat(f.uppercased()) }
print(feed(Cow(), "grass"))
func pairUp<T, U>(_ t: T, _ u: U) -> (T, U) where T: Hashable, U: Hashable { (t, u) }
print(pairUp(1, "a"))
func firstOf<S: Sequence>(_ s: S) -> S.Element? where S.Element: Comparable { s.first { _ in true } }
print(firstOf([5, 4]) as Any, firstOf(Set<Int>()) as Any)
let explicit = Array<Int>(repeating: 2, count: 3)
let dictType = Dictionary<String, [Int]>()
print(explicit, dictType.isEmpty, Optional<String>.none as Any)

// expect: Optional(9) Optional("b") nil
// expect: true true false
// expect: 6 xy true
// expect: Optional(5) nil ["s=str", "z=?"]
// expect: ["1", "two", "3.0", "true"]
// expect: ((1, true), ("x", 2.5))
// expect: 3
// expect: cow eats GRASS
// expect: (1, "a")
// expect: Optional(5) nil
// expect: [2, 2, 2] true nil
