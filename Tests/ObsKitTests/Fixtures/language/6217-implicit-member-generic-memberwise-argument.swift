// An implicit member argument of a generic struct's memberwise init whose type parameter the call names: Box<Int>(value: .max) is Int.max
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
struct Box<A> { let value: A }
let b = Box<Int>(value: .max)
print(b.value)
let z: Int = .max
print(z)
struct P { let v: Int }
print(P(v: .max).v)

// expect: 9223372036854775807
// expect: 9223372036854775807
// expect: 9223372036854775807
