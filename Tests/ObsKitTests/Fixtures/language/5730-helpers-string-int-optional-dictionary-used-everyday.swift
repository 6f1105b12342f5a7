// Hacking with Swift style (extensions on standard types): helpers on String, Int, Optional and Dictionary used in everyday code
extension String {
    var isBlank: Bool { allSatisfy(\.isWhitespace) }
    func capitalizedWords() -> String {
        split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " ")
    }
    subscript(safe offset: Int) -> Character? {
        guard offset >= 0, offset < count else { return nil }
        return self[index(startIndex, offsetBy: offset)]
    }
    func truncated(to length: Int, trailing: String = "…") -> String {
        count > length ? prefix(length) + trailing : self
    }
}

extension Int {
    func times(_ body: (Int) -> Void) { for i in 0..<self { body(i) } }
    var ordinal: String {
        let suffix: String
        switch (self % 10, self % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(self)\(suffix)"
    }
}

extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
    var isNilOrEmpty: Bool { self?.isEmpty ?? true }
}

extension Dictionary where Value: Numeric {
    mutating func increment(_ key: Key, by amount: Value = 1) { self[key, default: 0] += amount }
}

print("   \t ".isBlank, "a ".isBlank, "".isBlank)
print("the QUICK brown fOX".capitalizedWords())
print("swift"[safe: 2] ?? "?", "swift"[safe: 9] ?? "?")
print("A long sentence here".truncated(to: 6), "short".truncated(to: 10), "abcdef".truncated(to: 3, trailing: "..."))
3.times { print("tick \($0)") }
print([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(\.ordinal))
let missing: String? = nil
let present: String? = "hi"
print("[\(missing.orEmpty)]", missing.isNilOrEmpty, present.isNilOrEmpty, Optional("").isNilOrEmpty)
var tally: [String: Int] = [:]
for word in ["x", "y", "x", "z", "x"] { tally.increment(word) }
tally.increment("y", by: 10)
print(tally.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

// expect: true false true
// expect: The Quick Brown Fox
// expect: i ?
// expect: A long… short abc...
// expect: tick 0
// expect: tick 1
// expect: tick 2
// expect: ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th"]
// expect: [] true false true
// expect: ["x=3", "y=11", "z=1"]
