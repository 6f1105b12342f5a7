// Compiler test style: overload resolution prefers concrete over generic and more-constrained over less-constrained
// known-gap: needs the compiler check (the callee it chooses); unchecked: line 5: expected "array of generic", got "array of Int"
func kind<T>(_ x: T) -> String { "generic" }
func kind<T: Numeric>(_ x: T) -> String { "numeric" }
func kind<T: BinaryInteger>(_ x: T) -> String { "integer" }
func kind(_ x: Int) -> String { "Int" }
func kind<T>(_ x: [T]) -> String { "array of \(kind(x.first!))" }
func kind<T>(_ x: T?) -> String { "optional" }

func forward<T>(_ x: T) -> String { kind(x) }
func forwardNum<T: Numeric>(_ x: T) -> String { kind(x) }

print(kind(5))
print(kind(Int8(5)))
print(kind(2.5))
print(kind("s"))
print(kind([1, 2]))
print(kind([2.5]))
print(kind(Optional(3)))
print(forward(5))
print(forwardNum(5))
print(forwardNum(UInt(5)))
let closure: (Int) -> String = kind
print(closure(1))
// expect: Int
// expect: integer
// expect: numeric
// expect: generic
// expect: array of generic
// expect: array of generic
// expect: optional
// expect: generic
// expect: numeric
// expect: numeric
// expect: Int
