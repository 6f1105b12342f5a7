// Compiler test style: overloads on Optional vs non-optional parameters
func show(_ x: Int) -> String { "Int(\(x))" }
func show(_ x: Int?) -> String { "Optional(\(x.map(String.init) ?? "nil"))" }

let a = 5
let b: Int? = 6
let c: Int? = nil
print(show(a))
print(show(b))
print(show(c))
print(show(7))
print(show(nil))
print(show(b!))

func take(_ s: String?) -> String { "opt:" + (s ?? "none") }
print(take("hi"))
print(take(nil))

func pick<T>(_ x: T) -> String { "generic \(T.self)" }
func pick<T>(_ x: T?) -> String { "generic optional \(T.self)" }
print(pick(1))
print(pick(b))
print(pick(Optional("s")))

class Base {}
class Derived: Base {}
func kind(_ x: Base) -> String { "Base" }
func kind(_ x: Base?) -> String { "Base?" }
let dv: Derived? = Derived()
print(kind(Derived()))
print(kind(dv))
print(kind(dv!))
// expect: Int(5)
// expect: Optional(6)
// expect: Optional(nil)
// expect: Int(7)
// expect: Optional(nil)
// expect: Int(6)
// expect: opt:hi
// expect: opt:none
// expect: generic Int
// expect: generic optional Int
// expect: generic optional String
// expect: Base
// expect: Base?
// expect: Base
