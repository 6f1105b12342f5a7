// Compiler test style: default struct printing with nested, optional and generic fields

struct Inner { var a: Int; var b: String }
struct Outer {
    var id: Int
    var inner: Inner
    var maybe: Inner?
    var list: [Inner]
    var tags: [String: Int]
}

let o = Outer(id: 1, inner: Inner(a: 2, b: "b"), maybe: nil, list: [Inner(a: 3, b: "c")], tags: ["t": 1])
print(o)
debugPrint(o)
print(String(describing: o))
print(String(reflecting: o))

var o2 = o
o2.maybe = Inner(a: 9, b: "nine")
o2.list = []
o2.tags = [:]
print(o2)

struct Gen<T, U> {
    var t: T
    var u: U?
}
print(Gen(t: 1, u: "u"))
print(Gen<Int, String>(t: 2, u: nil))
print(Gen(t: [1], u: Gen(t: "x", u: 0.5)))

struct WithClosure {
    var name = "c"
    var f: (Int) -> Int = { $0 + 1 }
}
print(WithClosure())

struct WithTuple {
    var pair: (Int, String)
    var labeled: (x: Int, y: Int)
}
print(WithTuple(pair: (1, "a"), labeled: (x: 2, y: 3)))

struct WithEnum {
    enum Mode { case fast, slow(Int) }
    var mode: Mode
    var modes: [Mode]
}
print(WithEnum(mode: .slow(3), modes: [.fast]))
print(WithEnum.Mode.fast)
print(type(of: WithEnum.Mode.fast))
print(String(reflecting: WithEnum.Mode.fast))

struct WithChar {
    var c: Character
    var s: Substring
    var u: Unicode.Scalar
}
print(WithChar(c: "q", s: "sub"[...], u: "z"))

struct WithRange {
    var r: Range<Int>
    var cr: ClosedRange<Double>
}
print(WithRange(r: 0..<2, cr: 1.0...2.0))

struct WithMeta {
    var t: Any.Type
    var any: Any
}
print(WithMeta(t: Int.self, any: "str"))

struct Empty {}
print(Empty())
print([Empty(), Empty()])
struct Nested { struct Deep { var v = 1 }; var d = Deep() }
print(Nested())
print(Nested.Deep())
print(type(of: Nested.Deep()))
print(String(reflecting: type(of: Nested.Deep())))

// expect: Outer(id: 1, inner: main.Inner(a: 2, b: "b"), maybe: nil, list: [main.Inner(a: 3, b: "c")], tags: ["t": 1])
// expect: main.Outer(id: 1, inner: main.Inner(a: 2, b: "b"), maybe: nil, list: [main.Inner(a: 3, b: "c")], tags: ["t": 1])
// expect: Outer(id: 1, inner: main.Inner(a: 2, b: "b"), maybe: nil, list: [main.Inner(a: 3, b: "c")], tags: ["t": 1])
// expect: main.Outer(id: 1, inner: main.Inner(a: 2, b: "b"), maybe: nil, list: [main.Inner(a: 3, b: "c")], tags: ["t": 1])
// expect: Outer(id: 1, inner: main.Inner(a: 2, b: "b"), maybe: Optional(main.Inner(a: 9, b: "nine")), list: [], tags: [:])
// expect: Gen<Int, String>(t: 1, u: Optional("u"))
// expect: Gen<Int, String>(t: 2, u: nil)
// expect: Gen<Array<Int>, Gen<String, Double>>(t: [1], u: Optional(main.Gen<Swift.String, Swift.Double>(t: "x", u: Optional(0.5))))
// expect: WithClosure(name: "c", f: (Function))
// expect: WithTuple(pair: (1, "a"), labeled: (x: 2, y: 3))
// expect: WithEnum(mode: main.WithEnum.Mode.slow(3), modes: [main.WithEnum.Mode.fast])
// expect: fast
// expect: Mode
// expect: main.WithEnum.Mode.fast
// expect: WithChar(c: "q", s: "sub", u: "z")
// expect: WithRange(r: Range(0..<2), cr: ClosedRange(1.0...2.0))
// expect: WithMeta(t: Swift.Int, any: "str")
// expect: Empty()
// expect: [main.Empty(), main.Empty()]
// expect: Nested(d: main.Nested.Deep(v: 1))
// expect: Deep(v: 1)
// expect: Deep
// expect: main.Nested.Deep
