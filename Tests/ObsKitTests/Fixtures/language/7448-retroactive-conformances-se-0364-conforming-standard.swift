// Swift Evolution style (@retroactive conformances): SE-0364 conforming standard library types to standard protocols outside their module
extension Int: @retroactive Identifiable {
    public var id: Int { self }
}

extension Range: @retroactive ExpressibleByIntegerLiteral where Bound == Int {
    public init(integerLiteral value: Int) {
        self = value..<(value + 1)
    }
}

protocol Describable {
    var summary: String { get }
}

// Our own protocol: no @retroactive needed
extension Bool: Describable {
    var summary: String { self ? "yes" : "no" }
}

extension Array: Describable where Element: Describable {
    var summary: String { "[" + map(\.summary).joined(separator: ",") + "]" }
}

extension Optional: Describable where Wrapped: Describable {
    var summary: String { self?.summary ?? "nil" }
}

func ids<T: Identifiable>(_ items: [T]) -> [T.ID] {
    items.map(\.id)
}

print(ids([3, 1, 4]))
let r: Range<Int> = 7
print(r, r.count, Array(r))
let ranges: [Range<Int>] = [1, 5, 2..<4]
print(ranges.map(\.count))

print(true.summary, [true, false].summary)
let maybe: [Bool]? = [false]
let nothing: Bool? = nil
print(maybe.summary, nothing.summary)
print([[true], [], [false, true]].summary)
// expect: [3, 1, 4]
// expect: 7..<8 1 [7]
// expect: [1, 1, 2]
// expect: yes [yes,no]
// expect: [no] nil
// expect: [[yes],[],[no,yes]]
