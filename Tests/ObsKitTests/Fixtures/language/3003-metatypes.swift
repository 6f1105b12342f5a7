// Compiler test style: printing metatypes of standard and user types
struct S {}
class C {}
enum E { case a }
protocol Proto {}

print(Int.self)
print([String].self)
print((Int, String).self)
print(Optional<Int>.self)
print([String: Int].self)
print(Set<Double>.self)
print(S.self)
print(C.self)
print(E.self)
print(Proto.self)
print(Int?.self)
print([Int?].self)
print((a: Int, b: Double).self)
print(Void.self)
print(Any.self)
print(AnyObject.self)
debugPrint(Int.self)
debugPrint(S.self)
print(String(describing: [S].self))
print(String(reflecting: [S].self))
print(type(of: Int.self))
print(type(of: 3))
print(type(of: "s"))
print(type(of: [1: "a"]))
let anyVal: Any = 2.5
print(type(of: anyVal))
print([Int.self, Int.self] as [Any.Type])
print(Int.Type.self)
print(Range<Int>.self, ClosedRange<Character>.self)
// expect: Int
// expect: Array<String>
// expect: (Int, String)
// expect: Optional<Int>
// expect: Dictionary<String, Int>
// expect: Set<Double>
// expect: S
// expect: C
// expect: E
// expect: Proto
// expect: Optional<Int>
// expect: Array<Optional<Int>>
// expect: (a: Int, b: Double)
// expect: ()
// expect: Any
// expect: AnyObject
// expect: Swift.Int
// expect: main.S
// expect: Array<S>
// expect: Swift.Array<main.S>
// expect: Int.Type
// expect: Int
// expect: String
// expect: Dictionary<Int, String>
// expect: Double
// expect: [Swift.Int, Swift.Int]
// expect: Int.Type
// expect: Range<Int> ClosedRange<Character>
