// Compiler test style: overload resolution between Int, Double and generic parameters with literals
// known-gap: needs the compiler check (the callee it chooses); unchecked: line 14: expected "opt Int", got "Double"
func f(_ x: Int) -> String { "Int(\(x))" }
func f(_ x: Double) -> String { "Double(\(x))" }
func f<T>(_ x: T) -> String { "generic \(type(of: x))" }

print(f(1))
print(f(1.0))
print(f(2.5))
print(f("s"))
print(f(true))
let d: Double = 3
print(f(d))
let fl: Float = 3
print(f(fl))
print(f(Int8(4)))
print(f(1 + 2))
print(f(1 + 2.0))
print(f([1]))

func g(_ x: Float) -> String { "Float" }
func g(_ x: Double) -> String { "Double" }
let one: Float = 1
print(g(one))
print(g(1.5))

func h(_ x: Int?) -> String { "opt Int" }
func h(_ x: Double) -> String { "Double" }
print(h(4))
print(h(nil))
// expect: Int(1)
// expect: Double(1.0)
// expect: Double(2.5)
// expect: generic String
// expect: generic Bool
// expect: Double(3.0)
// expect: generic Float
// expect: generic Int8
// expect: Int(3)
// expect: Double(3.0)
// expect: generic Array<Int>
// expect: Float
// expect: Double
// expect: opt Int
// expect: opt Int
