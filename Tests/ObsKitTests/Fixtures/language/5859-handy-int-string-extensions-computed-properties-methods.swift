// Hacking with Swift style (extensions on standard types): handy Int and String extensions with computed properties and methods
extension Int {
    var isEven: Bool { self % 2 == 0 }
    var squared: Int { self * self }
    var digits: [Int] { String(magnitude).compactMap(\.wholeNumberValue) }

    func times(_ action: (Int) -> Void) {
        guard self > 0 else { return }
        for i in 0..<self { action(i) }
    }

    func clamped(to range: ClosedRange<Int>) -> Int { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }

    var isPrime: Bool {
        guard self >= 2 else { return false }
        guard self >= 4 else { return true }
        return !stride(from: 2, through: Int(Double(self).squareRoot()), by: 1).contains { self % $0 == 0 }
    }

    var romanNumeral: String {
        let table: [(Int, String)] = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                                      (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
        var n = self, result = ""
        for (value, letters) in table { while n >= value { result += letters; n -= value } }
        return result
    }
}

extension String {
    var trimmed: String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return String(s)
    }
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
    var isPalindrome: Bool {
        let letters = lowercased().filter(\.isLetter)
        return letters == String(letters.reversed())
    }
    var wordCount: Int { split(whereSeparator: { $0.isWhitespace }).count }
    func truncated(to length: Int, trailing: String = "…") -> String {
        count > length ? prefix(length) + trailing : self
    }
    subscript(offset: Int) -> Character { self[index(startIndex, offsetBy: offset)] }
    static func * (lhs: String, rhs: Int) -> String { String(repeating: lhs, count: rhs) }
}

print(4.isEven, 7.isEven, 12.squared, (-9042).digits, 4096.digits.reduce(0, +))
var collected: [String] = []
3.times { collected.append("#\($0)") }
0.times { _ in collected.append("never") }
print(collected, 15.clamped(to: 1...10), (-3).clamped(to: 0...5))
print((1...30).filter(\.isPrime))
print([1994, 2024, 3999, 4].map(\.romanNumeral))
print("[\("  padded text \n".trimmed)]", "swift".capitalizedFirst, "".capitalizedFirst.isEmpty)
print("A man, a plan, a canal: Panama".isPalindrome, "Swift".isPalindrome)
print("  the quick\tbrown  fox ".wordCount, "Hello, world".truncated(to: 5), "Hi".truncated(to: 5))
print("héllo"[1], "ab" * 3, "-" * 0 == "")

// expect: true false 144 [9, 0, 4, 2] 19
// expect: ["#0", "#1", "#2"] 10 0
// expect: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]
// expect: ["MCMXCIV", "MMXXIV", "MMMCMXCIX", "IV"]
// expect: [padded text] Swift true
// expect: true false
// expect: 4 Hello… Hi
// expect: é ababab true
