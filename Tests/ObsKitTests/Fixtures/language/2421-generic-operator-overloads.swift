// Compiler test style: operator overloading on generic types and overload specificity
struct Vector2<T: Numeric>: Equatable, CustomStringConvertible {
    var x: T
    var y: T
    var description: String { "⟨\(x), \(y)⟩" }

    static func + (lhs: Vector2, rhs: Vector2) -> Vector2 { Vector2(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func - (lhs: Vector2, rhs: Vector2) -> Vector2 { Vector2(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    static func * (scale: T, v: Vector2) -> Vector2 { Vector2(x: scale * v.x, y: scale * v.y) }
    static func * (lhs: Vector2, rhs: Vector2) -> T { lhs.x * rhs.x + lhs.y * rhs.y }
    static func += (lhs: inout Vector2, rhs: Vector2) { lhs = lhs + rhs }
    static prefix func - (v: Vector2) -> Vector2 where T: SignedNumeric { Vector2(x: -v.x, y: -v.y) }
}

protocol Describable { var label: String { get } }
struct Tag: Describable { let label: String }
struct Priority: Describable { let label: String; let level: Int }

func <+> <A: Describable, B: Describable>(a: A, b: B) -> String { "generic(\(a.label), \(b.label))" }
func <+> (a: Tag, b: Tag) -> String { "tags(\(a.label)+\(b.label))" }
func <+> <A: Describable>(a: A, b: Priority) -> String { "priority(\(a.label) @\(b.level))" }
infix operator <+>: AdditionPrecedence

extension Array where Element: Numeric {
    static func .* (lhs: [Element], rhs: [Element]) -> [Element] { zip(lhs, rhs).map { $0 * $1 } }
}
infix operator .*: MultiplicationPrecedence

let a = Vector2(x: 1, y: 2)
let b = Vector2(x: 3, y: 4)
print(a + b, a - b, 3 * a)
print("dot", a * b)
var c = a
c += b
c += b
print(c, -c, c == Vector2(x: 7, y: 10))
let d = Vector2(x: 0.5, y: 1.5)
print(2.0 * d + d)
let u = Vector2<UInt>(x: 2, y: 3)
print(u + u, u * u)

print(Tag(label: "a") <+> Tag(label: "b"))
print(Tag(label: "a") <+> Priority(label: "p", level: 2))
print(Priority(label: "q", level: 1) <+> Tag(label: "t"))
print([1, 2, 3] .* [4, 5, 6])
print([1.5, 2.0] .* [2, 4] + [0.25])
// expect: ⟨4, 6⟩ ⟨-2, -2⟩ ⟨3, 6⟩
// expect: dot 11
// expect: ⟨7, 10⟩ ⟨-7, -10⟩ true
// expect: ⟨1.5, 4.5⟩
// expect: ⟨4, 6⟩ 13
// expect: tags(a+b)
// expect: priority(a @2)
// expect: generic(q, t)
// expect: [4, 10, 18]
// expect: [3.0, 8.0, 0.25]
