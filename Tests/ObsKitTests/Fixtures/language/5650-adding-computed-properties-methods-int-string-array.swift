// Swift Knowledge Base style (extensions on standard types): adding computed properties and methods to Int, String, Array and Collection
extension Int {
    var isEven: Bool { self % 2 == 0 }
    var digits: [Int] { String(abs(self)).compactMap(\.wholeNumberValue) }
    func times(_ action: (Int) -> Void) {
        for i in 0..<self { action(i) }
    }
    func clamped(to range: ClosedRange<Int>) -> Int { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}

extension String {
    var isBlank: Bool { allSatisfy(\.isWhitespace) }
    func truncated(to length: Int, trailing: String = "…") -> String {
        count > length ? String(prefix(length)) + trailing : self
    }
    var initials: String {
        split(separator: " ").compactMap(\.first).map { String($0).uppercased() }.joined()
    }
}

extension Array where Element: Numeric {
    var total: Element { reduce(0, +) }
}

extension Collection {
    subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
    func chunked(into size: Int) -> [[Element]] {
        var result: [[Element]] = []
        var current: [Element] = []
        for e in self {
            current.append(e)
            if current.count == size { result.append(current); current = [] }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}

extension Sequence where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

print(7.isEven, 12.isEven, 90_417.digits, (-305).digits)
3.times { print("tick \($0)") }
print(15.clamped(to: 1...10), (-3).clamped(to: 0...5), 4.clamped(to: 0...5))
print("   ".isBlank, " a ".isBlank, "".isBlank)
print("Protocol-oriented programming".truncated(to: 10), "short".truncated(to: 10), "abcdef".truncated(to: 3, trailing: "..."))
print("grace brewster murray hopper".initials)
print([1, 2, 3.5].total, [Int]().total, [10, 20].total)
let letters = ["a", "b", "c"]
print(letters[safe: 1] ?? "-", letters[safe: 5] ?? "-", "hello"[safe: "hello".startIndex] ?? "?")
print(Array(1...7).chunked(into: 3), "abcde".chunked(into: 2).map { String($0) })
print([3, 1, 3, 2, 1, 4].uniqued(), "mississippi".uniqued().map(String.init).joined())

// expect: false true [9, 0, 4, 1, 7] [3, 0, 5]
// expect: tick 0
// expect: tick 1
// expect: tick 2
// expect: 10 0 4
// expect: true false true
// expect: Protocol-o… short abc...
// expect: GBMH
// expect: 6.5 0 30
// expect: b - h
// expect: [[1, 2, 3], [4, 5, 6], [7]] ["ab", "cd", "e"]
// expect: [3, 1, 2, 4] misp
