// App code style: a String extension with integer subscripts and helpers
// known-gap: error: 4576-int-subscript-extension.swift:80:43: error: value of type 'Array' has no member 'asString' here (no extension's requirements hold)
extension String {
    subscript(offset: Int) -> Character {
        self[index(startIndex, offsetBy: offset)]
    }

    subscript(range: Range<Int>) -> Substring {
        let lo = index(startIndex, offsetBy: range.lowerBound)
        let hi = index(lo, offsetBy: range.count)
        return self[lo..<hi]
    }

    subscript(range: ClosedRange<Int>) -> Substring {
        self[range.lowerBound..<(range.upperBound + 1)]
    }

    subscript(safe offset: Int) -> Character? {
        guard offset >= 0, offset < count else { return nil }
        return self[offset]
    }

    func slice(from: Int, length: Int) -> String {
        String(self[from..<min(count, from + length)])
    }

    var isBlank: Bool { allSatisfy { $0.isWhitespace } }

    func occurrences(of c: Character) -> Int {
        reduce(0) { $0 + ($1 == c ? 1 : 0) }
    }

    func leftPad(_ width: Int, with c: Character = " ") -> String {
        String(repeating: c, count: Swift.max(0, width - count)) + self
    }
}

let s = "Hello, Swift"
print(s[0], s[7], s[s.count - 1])
print(s[0..<5], s[7...10])
print(s[safe: 3] ?? "?", s[safe: 50] ?? "?", s[safe: -1] ?? "?")
print(s.slice(from: 7, length: 100))
print("   ".isBlank, "".isBlank, " x ".isBlank)
print("mississippi".occurrences(of: "s"), "mississippi".occurrences(of: "z"))
print("42".leftPad(5, with: "0"), "12345".leftPad(3), "[" + "ab".leftPad(4) + "]")

var rendered: [String] = []
for i in stride(from: 0, to: s.count, by: 3) {
    rendered.append(String(s[i]))
}
print(rendered.joined(separator: "."))

extension Substring {
    var trimmed: Substring {
        var sub = self
        while sub.first?.isWhitespace == true { sub.removeFirst() }
        while sub.last?.isWhitespace == true { sub.removeLast() }
        return sub
    }
}
print("[" + "  padded text \t".dropFirst(0).trimmed + "]")

extension Character {
    var isVowel: Bool { "aeiouAEIOU".contains(self) }
    var asString: String { String(self) }
}
print(s.filter { $0.isVowel }, s.filter { $0.isLetter && !$0.isVowel }.count)
print(s.map { $0.isVowel ? "*" : $0.asString }.joined())

extension StringProtocol {
    func countWords() -> Int {
        split(whereSeparator: { $0.isWhitespace }).count
    }
}
print("one two  three".countWords(), s[0..<5].countWords(), "".countWords())

extension Array where Element == Character {
    var asString: String { String(self) }
}
print(Array("stack").reversed().asString, ["o", "k"].asString)

let code = "ABCD-1234-EFGH"
let groups = code.split(separator: "-")
print(groups.map { $0.count }, String(groups.last!)[2...3])
let masked = String(code.enumerated().map { $0.offset < code.count - 4 && $0.element != "-" ? "#" : $0.element })
print(masked)

// expect: H S t
// expect: Hello Swif
// expect: l ? ?
// expect: Swift
// expect: true true false
// expect: 4 0
// expect: 00042 12345 [  ab]
// expect: H.l. .i
// expect: [padded text]
// expect: eoi 7
// expect: H*ll*, Sw*ft
// expect: 3 1 0
// expect: kcats ok
// expect: [4, 4, 4] GH
// expect: ####-####-EFGH
