// Blog style (type names): type(of:) and String(describing:) for generic and nested types
struct Outer {
    struct Inner {}
    enum Kind { case a }
}
struct Pair<A, B> { var a: A; var b: B }
class Gen<T> {}
print(type(of: Outer.Inner()))
print(String(describing: Outer.Inner.self))
print(String(reflecting: Outer.Inner.self))
print(Outer.Kind.self)
print(type(of: Pair(a: 1, b: "x")))
print(String(reflecting: Pair<Int, String>.self))
print(Gen<Double>.self)
print(type(of: Gen<[Int]>()))
print([Int].self, [String: Int].self, Set<Int>.self)
print(Int?.self, (Int, String).self)
print(((Int) -> String).self)
print(Array<Int>.self == [Int].self)
func name<T>(of _: T) -> String { String(describing: T.self) }
print(name(of: 1), name(of: [1.0]), name(of: Optional("s")))
print(type(of: 1) == Int.self)
let any: Any = 3.0
print(type(of: any))
print(String(describing: type(of: "s")))
print(Int.Type.self)
print(type(of: Int.self))
// expect: Inner
// expect: Inner
// expect: main.Outer.Inner
// expect: Kind
// expect: Pair<Int, String>
// expect: main.Pair<Swift.Int, Swift.String>
// expect: Gen<Double>
// expect: Gen<Array<Int>>
// expect: Array<Int> Dictionary<String, Int> Set<Int>
// expect: Optional<Int> (Int, String)
// expect: (Int) -> String
// expect: true
// expect: Int Array<Double> Optional<String>
// expect: true
// expect: Double
// expect: String
// expect: Int.Type
// expect: Int.Type
