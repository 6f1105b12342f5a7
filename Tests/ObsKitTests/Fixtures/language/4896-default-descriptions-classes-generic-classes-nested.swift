// Compiler test style (test/Interpreter/class_printing.swift): default descriptions of classes, generic classes and nested types
class Plain {}
class Holder<T> { var item: T; init(_ i: T) { item = i } }
class Outer {
  class Inner {}
  struct InnerStruct { var n = 1 }
  enum Mode { case on, off }
}
class SubPlain: Plain {}
final class Described: CustomStringConvertible {
  var description: String { "I describe myself" }
}
class DebugOnly: CustomDebugStringConvertible {
  var debugDescription: String { "debug-only object" }
}
struct GenericStruct<A, B> { var a: A; var b: B }
enum Choice<T> { case one(T), none }

print(Plain())
print(SubPlain())
print(Holder(3))
print(Holder("s"))
print(Holder(Holder([1.5])))
print(Outer.Inner())
print(Outer.InnerStruct())
print(Outer.Mode.on)
print(Described())
print(DebugOnly())
debugPrint(DebugOnly())
print("\(DebugOnly())")

print([Plain(), SubPlain()])
print([Described(), Described()])
print(Optional(Plain()) as Any)
print(Optional(Described()) as Any)
print(Optional(Outer.Mode.off) as Any)
print((Plain(), Described()))

print(GenericStruct(a: Plain(), b: Outer.Mode.on))
debugPrint(GenericStruct(a: 1, b: "two"))
print(Choice.one(Outer.Inner()))
print(Choice<Int>.none)
debugPrint(Choice.one("x"))

print(String(describing: Plain.self), String(reflecting: Plain.self))
print(String(describing: Outer.Inner.self), String(reflecting: Outer.Inner.self))
print(String(describing: Holder<Outer.Mode>.self))
print(String(reflecting: Holder<Outer.Mode>.self))
print(String(describing: Choice<[Int: String]>.self))
print(String(reflecting: GenericStruct<Int?, (Int, String)>.self))

let anyThings: [Any] = [Plain(), 1, "s", Outer.Mode.on, Holder(2), Plain.self, [Plain()]]
for thing in anyThings { print(thing) }
print(anyThings.count)

let obj: AnyObject = SubPlain()
print(type(of: obj), obj is Plain, obj is Described)
print(String(describing: type(of: obj)))

func typeName<T>(_ v: T) -> String { "\(T.self) vs \(type(of: v))" }
print(typeName(SubPlain() as Plain))
print(typeName(Holder(1) as AnyObject))
print(typeName(Outer.Mode.on as Any))
print(typeName(Optional(SubPlain())))

var dumped = ""
dump(Holder(Outer.Mode.on), to: &dumped)
print(dumped, terminator: "")
dumped = ""
dump(GenericStruct(a: Plain(), b: [1]), to: &dumped)
print(dumped, terminator: "")

// expect: main.Plain
// expect: main.SubPlain
// expect: main.Holder<Swift.Int>
// expect: main.Holder<Swift.String>
// expect: main.Holder<main.Holder<Swift.Array<Swift.Double>>>
// expect: main.Outer.Inner
// expect: InnerStruct(n: 1)
// expect: on
// expect: I describe myself
// expect: debug-only object
// expect: debug-only object
// expect: debug-only object
// expect: [main.Plain, main.SubPlain]
// expect: [I describe myself, I describe myself]
// expect: Optional(main.Plain)
// expect: Optional(I describe myself)
// expect: Optional(main.Outer.Mode.off)
// expect: (main.Plain, I describe myself)
// expect: GenericStruct<Plain, Mode>(a: main.Plain, b: main.Outer.Mode.on)
// expect: main.GenericStruct<Swift.Int, Swift.String>(a: 1, b: "two")
// expect: one(main.Outer.Inner)
// expect: none
// expect: main.Choice<Swift.String>.one("x")
// expect: Plain main.Plain
// expect: Inner main.Outer.Inner
// expect: Holder<Mode>
// expect: main.Holder<main.Outer.Mode>
// expect: Choice<Dictionary<Int, String>>
// expect: main.GenericStruct<Swift.Optional<Swift.Int>, (Swift.Int, Swift.String)>
// expect: main.Plain
// expect: 1
// expect: s
// expect: on
// expect: main.Holder<Swift.Int>
// expect: Plain
// expect: [main.Plain]
// expect: 7
// expect: SubPlain true false
// expect: SubPlain
// expect: Plain vs SubPlain
// expect: AnyObject vs AnyObject
// expect: Any vs Any
// expect: Optional<SubPlain> vs Optional<SubPlain>
// expect: ▿ main.Holder<main.Outer.Mode> #0
// expect:   - item: main.Outer.Mode.on
// expect: ▿ main.GenericStruct<main.Plain, Swift.Array<Swift.Int>>
// expect:   - a: main.Plain #0
// expect:   ▿ b: 1 element
// expect:     - 1
