// Execution-test style: printing generic and nested type names in every form (`print`, `String(describing:)`, `String(reflecting:)`, `\(T.self)`), one per line.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Outer {
    struct Inner {}
    enum Mode { case on }
    class Ref {}
}
struct Gen<A> { struct Nested {} }
class Cls<A, B> {}
func show<T>(_: T.Type) {
    print(T.self, "|", String(describing: T.self), "|", String(reflecting: T.self))
}
show(Int.self)
show(Outer.self)
show(Outer.Inner.self)
show(Outer.Mode.self)
show(Outer.Ref.self)
show(Gen<Int>.self)
show(Gen<Int>.Nested.self)
show(Cls<String, Outer.Inner>.self)
show([Gen<Bool>].self)
show([String: [Int]].self)
show(Int?.self)
show((Int, label: String).self)
show(((Int) -> String).self)
show(Any.self)
show(AnyObject.self)
print(Outer.Mode.on, Outer.Inner(), Gen<Int>.Nested())
print(String(reflecting: Outer.Mode.on))

// expect: Int | Int | Swift.Int
// expect: Outer | Outer | main.Outer
// expect: Inner | Inner | main.Outer.Inner
// expect: Mode | Mode | main.Outer.Mode
// expect: Ref | Ref | main.Outer.Ref
// expect: Gen<Int> | Gen<Int> | main.Gen<Swift.Int>
// expect: Nested | Nested | main.Gen<Swift.Int>.Nested
// expect: Cls<String, Inner> | Cls<String, Inner> | main.Cls<Swift.String, main.Outer.Inner>
// expect: Array<Gen<Bool>> | Array<Gen<Bool>> | Swift.Array<main.Gen<Swift.Bool>>
// expect: Dictionary<String, Array<Int>> | Dictionary<String, Array<Int>> | Swift.Dictionary<Swift.String, Swift.Array<Swift.Int>>
// expect: Optional<Int> | Optional<Int> | Swift.Optional<Swift.Int>
// expect: (Int, label: String) | (Int, label: String) | (Swift.Int, label: Swift.String)
// expect: (Int) -> String | (Int) -> String | (Swift.Int) -> Swift.String
// expect: Any | Any | Any
// expect: AnyObject | AnyObject | Swift.AnyObject
// expect: on Inner() Nested()
// expect: main.Outer.Mode.on
