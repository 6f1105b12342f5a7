// Swift Evolution style (SE-0364): @retroactive conformances of stdlib types to stdlib protocols
extension Int: @retroactive Identifiable {
    public var id: Int { self }
}

extension Bool: @retroactive Comparable {
    public static func < (lhs: Bool, rhs: Bool) -> Bool { !lhs && rhs }
}

extension Range: @retroactive CustomDebugStringConvertible where Bound == Int {
    public var debugDescription: String { "Range(from: \(lowerBound), count: \(count))" }
}

func ids<T: Identifiable>(_ xs: [T]) -> [T.ID] { xs.map(\.id) }

print(ids([3, 1, 2]))
print([true, false, true, false].sorted())
print(false < true, true < false, max(false, true))
debugPrint(2..<7)
print((0..<3).debugDescription)

// A local protocol needs no @retroactive: the conformance is not retroactive.
protocol Describable { var summary: String { get } }
extension String: Describable { var summary: String { "String(\(count) chars)" } }
extension Array: Describable { var summary: String { "Array(\(count) items)" } }
extension Optional: Describable {
    var summary: String {
        switch self {
        case .some(let w): "Some(\(w))"
        case .none: "None"
        }
    }
}
let things: [any Describable] = ["hello", [1, 2, 3], Optional(5), Optional<Int>.none]
for t in things { print(t.summary) }

struct Pair: Hashable { let a: Int; let b: Int }
extension Pair: CustomStringConvertible { var description: String { "<\(a),\(b)>" } }
print(Pair(a: 1, b: 2), [Pair(a: 3, b: 4)])

// expect: [3, 1, 2]
// expect: [false, false, true, true]
// expect: true false true
// expect: Range(2..<7)
// expect: Range(from: 0, count: 3)
// expect: String(5 chars)
// expect: Array(3 items)
// expect: Some(5)
// expect: None
// expect: <1,2> [<3,4>]
