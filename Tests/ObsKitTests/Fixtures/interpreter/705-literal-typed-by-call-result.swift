// A literal beside a call takes the type the called function declares for its result, with its generic
// parameters bound by the arguments' types: `??` after a function returning `Double?` (or `T?` with T a
// Double) makes the literal a Double; a call's optional result stored into a deeper optional keeps its
// level. Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
func ratio(_ a: Int, _ b: Int) -> Double? { b == 0 ? nil : Double(a) / Double(b) }
func firstBig<T: Comparable>(_ xs: [T], over limit: T) -> T? { xs.first { $0 > limit } }
func lookup(_ key: String) -> Int? { key == "one" ? 1 : nil }
print(ratio(1, 0) ?? 0, ratio(3, 4) ?? -1)
print(firstBig([1.5, 2.5], over: 9) ?? -1, firstBig([Double](), over: 0) ?? 2)
print(firstBig([4, 8], over: 5) ?? 0, firstBig(["a"], over: "b") ?? "none")
let nested: Int?? = lookup("two")
print(nested as Any, lookup("one") ?? 7)

// expect: 0.0 0.75
// expect: -1.0 2.0
// expect: 8 none
// expect: Optional(nil) 1
