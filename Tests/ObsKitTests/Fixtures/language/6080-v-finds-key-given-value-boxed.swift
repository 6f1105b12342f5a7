// AnyHashable of an optional holds what the optional holds (equal to AnyHashable of the value, its base the value), and an [AnyHashable: V] finds a key given as the value or boxed
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
let o: Int? = 1
let n: Int? = nil
print(AnyHashable(o) == AnyHashable(1), AnyHashable(o).base, AnyHashable(n).base, AnyHashable(n))
let h: AnyHashable = o
print(h, h == AnyHashable(1))
let oo: Int?? = 5
print(AnyHashable(oo) == AnyHashable(5), AnyHashable(oo).base)
let d: [AnyHashable: String] = [o: "x"]
print(d[1] as Any, d[AnyHashable(1)] as Any)
print(AnyHashable(o).description, AnyHashable(o).debugDescription, AnyHashable(n).debugDescription)
print(type(of: AnyHashable(o).base))
let d2: [AnyHashable: String] = [o: "x", "s": "y"]
debugPrint(d2[1] as Any, d2[AnyHashable(1)] as Any, d2["s"] as Any, d2[AnyHashable("s")] as Any)
let e: [AnyHashable: String] = [1: "x"]
debugPrint(e[1] as Any, e[AnyHashable(1)] as Any, e[AnyHashable(1.0)] as Any)
var f: [AnyHashable: Int] = [:]
f[AnyHashable(2)] = 5
f[2] = 6
print(f.count, f[2] as Any)

// expect: true 1 nil nil
// expect: 1 true
// expect: true 5
// expect: Optional("x") Optional("x")
// expect: 1 AnyHashable(1) AnyHashable(nil)
// expect: Int
// expect: Optional("x") Optional("x") Optional("y") Optional("y")
// expect: Optional("x") Optional("x") Optional("x")
// expect: 1 Optional(6)
