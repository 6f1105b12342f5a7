// Swift Forums style (overload ranking): generic vs concrete overloads, Optional promotion, and protocol-constrained overloads
func pick<T>(_ x: T) -> String { "generic \(type(of: x))" }
func pick(_ x: Int) -> String { "Int" }
func pick<T: Numeric>(_ x: T) -> String { "Numeric \(type(of: x))" }
func pick<T>(_ x: [T]) -> String { "array of \(T.self)" }
func pick(_ x: Int?) -> String { "Optional Int" }

print(pick(1))
print(pick(1.5))
print(pick("s"))
print(pick([1, 2]))
print(pick(Optional(3)))
let n: Int? = nil
print(pick(n))
print(pick(UInt8(2)))

func forward<T>(_ x: T) -> String { pick(x) }
print(forward(1))
print(forward([1]))

protocol Shape {}
struct Circle: Shape {}
func kind(_ s: Shape) -> String { "existential" }
func kind<S: Shape>(_ s: S) -> String { "generic \(S.self)" }
func kind(_ c: Circle) -> String { "concrete" }
print(kind(Circle()))
let sh: any Shape = Circle()
print(kind(sh))

// expect: Int
// expect: Numeric Double
// expect: generic String
// expect: array of Int
// expect: Optional Int
// expect: Optional Int
// expect: Numeric UInt8
// expect: generic Int
// expect: generic Array<Int>
// expect: concrete
// expect: existential
