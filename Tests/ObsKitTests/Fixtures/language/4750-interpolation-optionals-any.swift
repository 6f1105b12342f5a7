// Compiler test style: interpolation and printing of Any and optionals
// known-gap: line 27: expected "Optional(nil)", got "nil"
// Checks String(describing:) of Any holding optionals, print of [Any]
// with mixed values, AnyHashable printing, existentials of protocols,
// interpolation of "\(x as Any)" forms, and casting back from Any.

let oi: Int? = 3
let on: Int? = nil
let anyOpt: Any = oi as Any
let anyNil: Any = on as Any

print(anyOpt)
print(anyNil)
print("\(oi as Any) and \(on as Any)")
print(String(describing: anyOpt))

// Casting Any back to Optional and to the payload.
print(anyOpt as? Int as Any)
print(anyNil as? Int as Any)
if let v = anyOpt as? Int { print("unwrapped", v) }

// Mixed [Any].
let mixed: [Any] = [1, "s", 2.5, Optional(7) as Any, [1, 2], (1, "t"), true]
print(mixed)
for m in mixed {
  print(m, terminator: " / ")
}
print()

// AnyHashable.
let h1 = AnyHashable(5)
let h2 = AnyHashable("five")
print(h1, h2)
print([h1, h2])
print(h1 == AnyHashable(5), h1 == AnyHashable(Int8(5)))
print(h1.base, type(of: h1.base))
let hset: Set<AnyHashable> = [1]
print(hset)

// Protocol existentials print the underlying value.
protocol Drawable { func draw() -> String }
struct Circle: Drawable { var r = 1; func draw() -> String { "circle" } }
struct Dot: Drawable { func draw() -> String { "dot" } }
let ds: [any Drawable] = [Circle(), Dot()]
print(ds)
print(ds.map { $0.draw() })
print(ds.map { type(of: $0) })

// Nested Any.
let nested: [String: Any] = ["list": [1, "two"]]
print(nested)
let deep: Any = [[Optional(1), nil]] as Any
print(deep)

// Interpolating various things inside one string.
struct P { var x = 1 }
let text = "int \(1) str \("s") opt \(String(describing: oi)) p \(P()) arr \([P()])"
print(text)

// String(describing:) vs String(reflecting:) on Any.
let anyStr: Any = "quoted?"
print(String(describing: anyStr))
print(String(reflecting: anyStr))
print([anyStr])

// Optional of Any.
let optAny: Any? = 5
print(optAny as Any)
let optAnyNil: Any? = nil
print(optAnyNil as Any)

// Double optional through Any.
let dbl: Int?? = .some(nil)
print(dbl as Any)
print((dbl as Any) as? Int? as Any)

// AnyObject.
final class K {}
let ao: AnyObject = K()
print(ao)
print(type(of: ao))

// expect: Optional(3)
// expect: nil
// expect: Optional(3) and nil
// expect: Optional(3)
// expect: Optional(3)
// expect: nil
// expect: unwrapped 3
// expect: [1, "s", 2.5, Optional(7), [1, 2], (1, "t"), true]
// expect: 1 / s / 2.5 / Optional(7) / [1, 2] / (1, "t") / true / 
// expect: 5 five
// expect: [AnyHashable(5), AnyHashable("five")]
// expect: true true
// expect: 5 Int
// expect: [AnyHashable(1)]
// expect: [main.Circle(r: 1), main.Dot()]
// expect: ["circle", "dot"]
// expect: [main.Circle, main.Dot]
// expect: ["list": [1, "two"]]
// expect: [[Optional(1), nil]]
// expect: int 1 str s opt Optional(3) p P(x: 1) arr [main.P(x: 1)]
// expect: quoted?
// expect: "quoted?"
// expect: ["quoted?"]
// expect: Optional(5)
// expect: nil
// expect: Optional(nil)
// expect: Optional(nil)
// expect: main.K
// expect: K
