// Advanced Swift style (Generics): overload resolution — concrete beats generic, more constrained beats less constrained, optional promotion
// known-gap: needs the compiler check (the callee it chooses); unchecked: `pick(1)` with `pick(_: Double)` beside `pick<T>(_: T)` takes the Double overload, where Swift binds T to Int
func describe<T>(_ x: T) -> String { "generic \(T.self)" }
func describe<T: Numeric>(_ x: T) -> String { "numeric \(x)" }
func describe<T: BinaryInteger>(_ x: T) -> String { "integer \(x)" }
func describe(_ x: Int) -> String { "exactly Int \(x)" }
func describe<T: Sequence>(_ x: T) -> String where T.Element: Equatable { "sequence of \(T.Element.self)" }
func describe(_ x: String) -> String { "a string" }

print(describe(42))
print(describe(Int8(3)))
print(describe(2.5))
print(describe("hi"))
print(describe([1, 2]))
print(describe(true))
print(describe(Substring("sub")))
print(describe(UInt(7) as UInt))

func check(_ x: Int?) -> String { "optional int" }
func check(_ x: Any) -> String { "any" }
print(check(5), check(Optional(5)), check("s"))

func pick(_ x: Double) -> String { "double" }
func pick<T>(_ x: T) -> String { "generic" }
print(pick(1), pick(1.0), pick(Float(1)))

func area(_ w: Int, _ h: Int) -> Int { w * h }
func area(_ w: Double, _ h: Double) -> Double { w * h }
let a = area(2, 3)
let b = area(2, 3.5)
print(a, b, type(of: a), type(of: b))

struct Box<T> { var value: T }
extension Box {
    func kind() -> String { "any box" }
}
extension Box where T: Equatable {
    func kind() -> String { "equatable box" }
}
extension Box where T == Int {
    func kind() -> String { "int box" }
}
print(Box(value: 1).kind(), Box(value: "s").kind(), Box(value: [1.0]).kind())
struct Opaque {}
print(Box(value: Opaque()).kind())
func inGeneric<T>(_ b: Box<T>) -> String { b.kind() }
print(inGeneric(Box(value: 1)))
func inEquatable<T: Equatable>(_ b: Box<T>) -> String { b.kind() }
print(inEquatable(Box(value: 1)))

// expect: exactly Int 42
// expect: integer 3
// expect: numeric 2.5
// expect: a string
// expect: sequence of Int
// expect: generic Bool
// expect: sequence of Character
// expect: integer 7
// expect: any optional int any
// expect: generic double generic
// expect: 6 7.0 Int Double
// expect: int box equatable box equatable box
// expect: any box
// expect: any box
// expect: equatable box
