// type(of: ()) is Void.self; subscripts of an implicitly unwrapped array or dictionary unwrap it; a typealias in an extension's where clause; #if hasFeature(...) and hasAttribute(...) answered as swiftc 6.3.1 does
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
print(type(of: ()) == Void.self, type(of: ()), Void.self)
let a: [Int]! = [1, 2]
print(a[1], a.count)
var b: [String: Int]! = ["x": 1]
b["y"] = 2
print(b["x"] as Any, b.count)
typealias Meters = Double
extension Array where Element == Meters { var total: Meters { reduce(0, +) } }
print([1.5, 2.5].total)
#if hasFeature(ThisFeatureDoesNotExist)
print("yes")
#else
print("no")
#endif
#if hasFeature(TypedThrows) && hasAttribute(retroactive)
print("typed throws")
#endif

// expect: true () ()
// expect: 2 2
// expect: Optional(1) 2
// expect: 4.0
// expect: no
// expect: typed throws
