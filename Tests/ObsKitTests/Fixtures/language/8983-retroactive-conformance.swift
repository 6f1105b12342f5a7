// Swift Evolution style (SE-0364 @retroactive conformances): adapting standard library types
// Conforming a type you don't own to a protocol you don't own triggers a warning
// unless the conformance is marked @retroactive, acknowledging the risk.

// String as an Error, handy in scripts and tests
extension String: @retroactive Error {}

func loadUser(_ id: Int) throws -> String {
    guard id > 0 else { throw "invalid id \(id)" }
    return "user\(id)"
}

for id in [7, 0] {
    do {
        print(try loadUser(id))
    } catch let message as String {
        print("error:", message)
    }
}

// Identifiable lives in the standard library, so Int: Identifiable is retroactive
extension Int: @retroactive Identifiable {
    public var id: Int { self }
}

func describeIDs<T: Identifiable>(_ items: [T]) -> String {
    items.map { "#\($0.id)" }.joined(separator: " ")
}
print(describeIDs([3, 1, 2]))

// Making a standard library type expressible by a literal it doesn't support
extension ClosedRange<Int>: @retroactive ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) {
        self = value...value
    }
}
let single: ClosedRange<Int> = 5
print(single, single.count)

func allowed(_ ranges: [ClosedRange<Int>], _ n: Int) -> Bool {
    ranges.contains { $0.contains(n) }
}
let ports: [ClosedRange<Int>] = [22, 80, 8000...8100]
print(allowed(ports, 80), allowed(ports, 8050), allowed(ports, 443))

// Conformances to your own protocols never need @retroactive
protocol Describable {
    var summary: String { get }
}
extension Array: Describable where Element: CustomStringConvertible {
    var summary: String { "\(count) items: " + map(\.description).joined(separator: ",") }
}
extension Bool: Describable {
    var summary: String { self ? "yes" : "no" }
}
print([1, 2, 3].summary)
print(true.summary, false.summary)

// A retroactive Comparable so Bool values can be sorted
extension Bool: @retroactive Comparable {
    public static func < (lhs: Bool, rhs: Bool) -> Bool { !lhs && rhs }
}
print([true, false, true, false].sorted())
print([false, true].max()!)

// expect: user7
// expect: error: invalid id 0
// expect: #3 #1 #2
// expect: 5...5 1
// expect: true true false
// expect: 3 items: 1,2,3
// expect: yes no
// expect: [false, false, true, true]
// expect: true
