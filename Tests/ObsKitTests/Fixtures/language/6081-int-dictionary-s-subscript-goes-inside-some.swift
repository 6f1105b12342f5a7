// A nil of type Int? assigned where Int?? is declared (a variable, a [K: Int?] dictionary's subscript) goes inside: .some(nil), the key kept; the literal nil removes the key; Optional<Int?>.some(.none)
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
let n: Int? = nil
var d: [String: Int?] = ["k": 1]
d["k"] = n
print(d.count, d["k"] as Any)
d["j"] = nil
print(d.count)
d["m"] = .some(nil)
print(d.count, d.keys.sorted())
var x: Int?? = 1
x = n
print(x as Any, x == nil)
let y: Int?? = n
print(y as Any)
func f() -> Int? { nil }
d["z"] = f()
print(d.count)
let a = Optional<Optional<Int>>.some(.none)
print(a as Any, a! == nil)

// expect: 1 Optional(nil)
// expect: 1
// expect: 2 ["k", "m"]
// expect: Optional(nil) false
// expect: Optional(nil)
// expect: 3
// expect: Optional(nil) true
