// protocol-self-static
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Monoid {
    static var identity: Self { get }
    static func <> (lhs: Self, rhs: Self) -> Self
}
infix operator <> : AdditionPrecedence

extension Int: Monoid {
    static var identity: Int { 0 }
    static func <> (a: Int, b: Int) -> Int { a + b }
}
extension String: Monoid {
    static var identity: String { "" }
    static func <> (a: String, b: String) -> String { a + b }
}
extension Array: Monoid {
    static var identity: Array { [] }
    static func <> (a: Array, b: Array) -> Array { a + b }
}

struct Max: Monoid, CustomStringConvertible {
    let value: Int
    static var identity: Max { Max(value: .min) }
    static func <> (a: Max, b: Max) -> Max { a.value >= b.value ? a : b }
    var description: String { "Max(\(value))" }
}

extension Sequence where Element: Monoid {
    func concat() -> Element { reduce(.identity, <>) }
}

print([1, 2, 3, 4].concat())
print(["ab", "cd", "ef"].concat())
print([[1], [2, 3], []].concat())
print([Max(value: 3), Max(value: 9), Max(value: -1)].concat())
print([Max]().concat())

protocol Copyable {
    init(copying other: Self)
    func clone() -> Self
}
extension Copyable {
    func clone() -> Self { Self(copying: self) }
}
final class Doc: Copyable {
    var title: String
    var edits = 0
    init(title: String) { self.title = title }
    init(copying other: Doc) { title = other.title + " (copy)"; edits = other.edits }
}
let d = Doc(title: "Plan")
d.edits = 3
let c = d.clone()
c.edits += 1
print(c.title, c.edits, d.edits, c === d)

protocol Shape { static func make(size: Int) -> Self; var area: Int { get } }
struct Sq: Shape { var s: Int; static func make(size: Int) -> Sq { Sq(s: size) }; var area: Int { s * s } }
func build<S: Shape>(_ t: S.Type, sizes: [Int]) -> [Int] { sizes.map { t.make(size: $0).area } }
print(build(Sq.self, sizes: [1, 2, 3]))
// expect: 10
// expect: abcdef
// expect: [1, 2, 3]
// expect: Max(9)
// expect: Max(-9223372036854775808)
// expect: Plan (copy) 4 3 false
// expect: [1, 4, 9]
