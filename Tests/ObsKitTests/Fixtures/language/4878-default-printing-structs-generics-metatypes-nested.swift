// Compiler test style (test/stdlib/PrintStruct.swift): default printing of structs, generics, metatypes and nested optionals
struct WithoutDescription {
  let x: Int
}
struct EmptyStruct {}
struct Values<T, U, V> {
  var t: T
  var u: U
  var v: V
}
struct Printable: CustomStringConvertible {
  let n: Int
  var description: String { return "<\(n)>" }
}
struct VeryPrintable: CustomStringConvertible, CustomDebugStringConvertible {
  let n: Int
  var description: String { return "desc \(n)" }
  var debugDescription: String { return "debug \(n)" }
}
struct Wrapper: CustomStringConvertible {
  var inner: CustomStringConvertible?
  var description: String { return "Wrapper(\(inner.debugDescription))" }
}
protocol Unrelated {}
extension Printable: Unrelated {}

let items = [WithoutDescription(x: 1), WithoutDescription(x: 2)]
print(items)
debugPrint(items)
print(EmptyStruct())
debugPrint(EmptyStruct())
print(Values(t: 1.25, u: "abc", v: [1, 2, 3]))
debugPrint(Values(t: 1.25, u: "abc", v: [1, 2, 3]))
print(Values(t: Optional(3), u: Character("c"), v: (1, "x")))

let p = Printable(n: 1)
let asUnrelated: Unrelated = p
let asAny: Any = p
let asDesc: CustomStringConvertible = p
print(p, asUnrelated, asAny, asDesc)
print([p, p])
debugPrint(p)
print(Optional(p) as Any)

let vp = VeryPrintable(n: 2)
print(vp)
debugPrint(vp)
print([vp])
print("\(vp)")
print(String(describing: vp), String(reflecting: vp))
print(Optional(vp) as Any)
print(["k": vp])

print(Wrapper())
print(Wrapper(inner: Wrapper()))
print(Wrapper(inner: Wrapper(inner: Wrapper())))
print(Wrapper(inner: 5))
print(Wrapper(inner: "s"))

let structMeta = WithoutDescription.self
print(structMeta)
debugPrint(structMeta)
print([structMeta])
print(Values<Int, String, [Double]>.self)
debugPrint(Values<Int, String, [Double]>.self)
print([Int].self, [String: Int?].self, (Int, String).self)
print(Optional<Printable>.self, Int?.self)

func showMeta<T>(_ t: T.Type) -> String {
  return "\(t) / \(String(reflecting: t)) / \([t])"
}
print(showMeta(EmptyStruct.self))
print(showMeta(Printable.self))
print(showMeta(Unrelated.self))
print(showMeta(Any.self))

struct Nested {
  struct Inner { var y = 0 }
  var inner = Inner()
  var list: [Inner] = [Inner(y: 1)]
}
print(Nested())
debugPrint(Nested())
print(Nested.Inner.self)
debugPrint(Nested.Inner.self)
let tuple = (a: WithoutDescription(x: 9), b: EmptyStruct(), c: p)
print(tuple)
debugPrint(tuple)

// expect: [main.WithoutDescription(x: 1), main.WithoutDescription(x: 2)]
// expect: [main.WithoutDescription(x: 1), main.WithoutDescription(x: 2)]
// expect: EmptyStruct()
// expect: main.EmptyStruct()
// expect: Values<Double, String, Array<Int>>(t: 1.25, u: "abc", v: [1, 2, 3])
// expect: main.Values<Swift.Double, Swift.String, Swift.Array<Swift.Int>>(t: 1.25, u: "abc", v: [1, 2, 3])
// expect: Values<Optional<Int>, Character, (Int, String)>(t: Optional(3), u: "c", v: (1, "x"))
// expect: <1> <1> <1> <1>
// expect: [<1>, <1>]
// expect: <1>
// expect: Optional(<1>)
// expect: desc 2
// expect: debug 2
// expect: [debug 2]
// expect: desc 2
// expect: desc 2 debug 2
// expect: Optional(debug 2)
// expect: ["k": debug 2]
// expect: Wrapper(nil)
// expect: Wrapper(Optional(Wrapper(nil)))
// expect: Wrapper(Optional(Wrapper(Optional(Wrapper(nil)))))
// expect: Wrapper(Optional(5))
// expect: Wrapper(Optional("s"))
// expect: WithoutDescription
// expect: main.WithoutDescription
// expect: [main.WithoutDescription]
// expect: Values<Int, String, Array<Double>>
// expect: main.Values<Swift.Int, Swift.String, Swift.Array<Swift.Double>>
// expect: Array<Int> Dictionary<String, Optional<Int>> (Int, String)
// expect: Optional<Printable> Optional<Int>
// expect: EmptyStruct / main.EmptyStruct / [main.EmptyStruct]
// expect: Printable / main.Printable / [main.Printable]
// expect: Unrelated / main.Unrelated / [main.Unrelated]
// expect: Any / Any / [Any]
// expect: Nested(inner: main.Nested.Inner(y: 0), list: [main.Nested.Inner(y: 1)])
// expect: main.Nested(inner: main.Nested.Inner(y: 0), list: [main.Nested.Inner(y: 1)])
// expect: Inner
// expect: main.Nested.Inner
// expect: (a: main.WithoutDescription(x: 9), b: main.EmptyStruct(), c: <1>)
// expect: (a: main.WithoutDescription(x: 9), b: main.EmptyStruct(), c: <1>)
