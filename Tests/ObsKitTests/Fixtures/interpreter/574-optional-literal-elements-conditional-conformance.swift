// A collection literal with a nil or an optional among its elements has an optional element type:
// Swift wraps the other elements (`[Optional(1), nil, 4]` holds Optional(4)). And a conformance a
// constrained extension declares (`extension Array: P where Element: P`) holds only where its
// requirements do, for `is` and `as?`.
// Expected output: swiftc 6.3.1 (Linux), run on this machine.
let a = [Optional(1), nil, 4]
print(a, type(of: a))
let maybe: Int? = 3
let missing: String? = nil
print([maybe, 5], [missing, "x"], [nil, 2.5])
print([[1], nil], ["k": 1, "n": nil].sorted { $0.key < $1.key })
print([1, 2, 3], [maybe, maybe])
var filled = [nil, 7]
filled.append(8)
print(filled, filled.compactMap { $0 })

protocol Summary { var summary: String { get } }
extension Int: Summary { var summary: String { "#\(self)" } }
extension Array: Summary where Element: Summary {
    var summary: String { map(\.summary).joined(separator: "+") }
}
extension Optional: Summary where Wrapped: Summary {
    var summary: String { self.map { $0.summary } ?? "-" }
}
struct Box<T> { var item: T }
extension Box: Summary where T: Summary { var summary: String { "[\(item.summary)]" } }

func check(_ x: Any) -> String {
    if let s = x as? any Summary { return s.summary }
    return "no"
}
print(check([1, 2]), check(["a"]), check(Box(item: 4)), check(Box(item: "q")), check([Box(item: 1)]))
print([1] is any Summary, [1.5] is any Summary, Box(item: 2) is any Summary, Box(item: 2.0) is any Summary)

// expect: [Optional(1), nil, Optional(4)] Array<Optional<Int>>
// expect: [Optional(3), Optional(5)] [nil, Optional("x")] [nil, Optional(2.5)]
// expect: [Optional([1]), nil] [(key: "k", value: Optional(1)), (key: "n", value: nil)]
// expect: [1, 2, 3] [Optional(3), Optional(3)]
// expect: [nil, Optional(7), Optional(8)] [7, 8]
// expect: #1+#2 no [#4] no [#1]
// expect: true false true false
