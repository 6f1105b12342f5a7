// Function types written as expressions: `(() -> Void).self`, `((Int) -> String).self`, compared with `type(of:)`;
// metatype equality and ObjectIdentifier of types. Expected output: swiftc 6.3.1 on this machine.
func f() {}
let g: (Int) -> String = { "\($0)" }
print(type(of: f) == (() -> Void).self, type(of: g) == ((Int) -> String).self, type(of: 3) == Int.self, Int.self == Double.self)
print(type(of: f), type(of: g))
let t: Any.Type = Int.self
print(t == Int.self, t != String.self, ObjectIdentifier(t) == ObjectIdentifier(Int.self))

// expect: true true true false
// expect: () -> () (Int) -> String
// expect: true true true
