// Compiler test style: print of closures and metatypes
// Checks type(of:) of various values, printing of metatypes
// (.self), generic type names, function types, and that closures
// print as "(Function)".

struct S {}
class C {}
class D: C {}
enum E { case a }
protocol P {}
struct G<T> {}

print(type(of: 1))
print(type(of: 1.0))
print(type(of: "s"))
print(type(of: Character("c")))
print(type(of: true))
print(type(of: [1, 2]))
print(type(of: ["a": 1]))
print(type(of: Set([1])))
print(type(of: (1, "a")))
print(type(of: Optional(3)))

print(type(of: S()))
print(type(of: C()))
print(type(of: E.a))
print(S.self)
print(C.self)
print(Int.self)
print(G<Int>.self)
print(G<[String]>.self)
print(type(of: G<S>()))

// Dynamic type of a class referenced through its base.
let c: C = D()
print(type(of: c))

// Metatype of a metatype.
print(type(of: Int.self))

// Function values.
let f: (Int) -> Int = { $0 + 1 }
print(f)
print(type(of: f))
func g(_ a: Int, _ b: String) -> Bool { return true }
print(type(of: g))
let h: () -> Void = {}
print(type(of: h))

// Protocol metatype.
print(P.self)
print((any P).self)

// Optional metatype.
print(Int?.self)
print([Int]?.self)
print([String: [Int]].self)

// Tuple types.
print((Int, String).self)

// String(describing:) of types.
let name = String(describing: S.self)
print(name, name.count)

// Comparing metatypes.
print(type(of: c) == D.self)
print(type(of: c) == C.self)
print(c is D)

// Any holding various values.
let things: [Any] = [1, "two", 3.0, S(), E.a]
for t in things {
  print(type(of: t))
}

// expect: Int
// expect: Double
// expect: String
// expect: Character
// expect: Bool
// expect: Array<Int>
// expect: Dictionary<String, Int>
// expect: Set<Int>
// expect: (Int, String)
// expect: Optional<Int>
// expect: S
// expect: C
// expect: E
// expect: S
// expect: C
// expect: Int
// expect: G<Int>
// expect: G<Array<String>>
// expect: G<S>
// expect: D
// expect: Int.Type
// expect: (Function)
// expect: (Int) -> Int
// expect: (Int, String) -> Bool
// expect: () -> ()
// expect: P
// expect: P
// expect: Optional<Int>
// expect: Optional<Array<Int>>
// expect: Dictionary<String, Array<Int>>
// expect: (Int, String)
// expect: S 1
// expect: true
// expect: false
// expect: true
// expect: Int
// expect: String
// expect: Double
// expect: S
// expect: E
