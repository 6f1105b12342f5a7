// Compiler test style: type(of:) and metatypes through existentials and generics
protocol P { static func kind() -> String }
struct A: P { static func kind() -> String { return "A" } }
struct B: P { static func kind() -> String { return "B" } }
class C: P {
  class func kind() -> String { return "C" }
  required init() {}
}
class D: C {
  override class func kind() -> String { return "D" }
}

let items: [any P] = [A(), B(), C(), D()]
for i in items {
  let t = type(of: i)
  print(t, t.kind())
}

func staticType<T>(_ x: T) -> String { return "\(T.self)" }
func dynamicType<T>(_ x: T) -> String { return "\(type(of: x))" }
let c: C = D()
print(staticType(c), dynamicType(c))
let any: Any = 42
print(staticType(any), dynamicType(any))
let p: any P = B()
print(staticType(p), dynamicType(p))

func kindOf<T: P>(_ x: T) -> String { return T.kind() }
print(kindOf(c), kindOf(A()))

let meta: any P.Type = D.self
print(meta.kind(), meta == D.self, meta is C.Type)
let cm: C.Type = D.self
let made = cm.init()
print(type(of: made), made is D)
print(Int.self, [String].self, Optional<Int>.self, (Int, String).self)
print(type(of: [1: "a"]), type(of: (1, 2.0)))
// expect: A A
// expect: B B
// expect: C C
// expect: D D
// expect: C D
// expect: Any Any
// expect: P P
// expect: C A
// expect: D true true
// expect: D true
// expect: Int Array<String> Optional<Int> (Int, String)
// expect: Dictionary<Int, String> (Int, Double)
