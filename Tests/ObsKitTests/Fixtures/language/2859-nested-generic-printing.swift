// Compiler test style: printing nested generic types, generic enums and default debug descriptions
// known-gap: line 6: expected 'main.Outer<Swift.String>.Inner<Swift.Int>(t: "a", u: 2)', got 'main.Outer.Inner<Swift.Int>(t: "a", u: 2)'
struct Outer<T> {
    struct Inner<U> { var t: T; var u: U }
    enum Kind { case one, two(T) }
}
print(Outer<Int>.Inner<String>.self)
print(type(of: Outer<Bool>.Inner(t: true, u: [1.0])))
print(Outer<Int>.Kind.self)
print(Outer<Int>.Kind.two(5))
print(Outer<String>.Inner(t: "a", u: 2))
debugPrint(Outer<String>.Inner(t: "a", u: 2))
struct Gen<T> { var x: T }
print([Gen(x: 1), Gen(x: 2)])
print(Gen(x: Gen(x: "q")))
print(Optional(Gen(x: 3)) as Any)
print(String(reflecting: Gen<Int>.self))
print(String(describing: [Gen<Int>].self), String(describing: [String: Gen<Int>].self))
print(type(of: [Gen(x: 1)].map { $0.x }))
let tuple = (Gen(x: 1), "s")
print(tuple)
print(type(of: Set<Int>()), type(of: [1: "a"]))
print((() -> Int).self, ((Int, String) -> Gen<Int>).self)
// expect: Inner<String>
// expect: Inner<Array<Double>>
// expect: Kind
// expect: two(5)
// expect: Inner<Int>(t: "a", u: 2)
// expect: main.Outer<Swift.String>.Inner<Swift.Int>(t: "a", u: 2)
// expect: [main.Gen<Swift.Int>(x: 1), main.Gen<Swift.Int>(x: 2)]
// expect: Gen<Gen<String>>(x: main.Gen<Swift.String>(x: "q"))
// expect: Optional(main.Gen<Swift.Int>(x: 3))
// expect: main.Gen<Swift.Int>
// expect: Array<Gen<Int>> Dictionary<String, Gen<Int>>
// expect: Array<Int>
// expect: (main.Gen<Swift.Int>(x: 1), "s")
// expect: Set<Int> Dictionary<Int, String>
// expect: () -> Int (Int, String) -> Gen<Int>
