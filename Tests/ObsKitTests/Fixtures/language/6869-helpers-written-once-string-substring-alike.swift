// Swift book style (StringProtocol generics): helpers written once for String and Substring alike
func vowelCount<S: StringProtocol>(_ s: S) -> Int {
    s.lowercased().filter { "aeiou".contains($0) }.count
}

func isCapitalized<S: StringProtocol>(_ s: S) -> Bool {
    guard let f = s.first else { return false }
    return f.isUppercase && s.dropFirst().allSatisfy { !$0.isUppercase }
}

extension StringProtocol {
    var lines: [SubSequence] { split(separator: "\n", omittingEmptySubsequences: false) }
    func countOccurrences(of ch: Character) -> Int { reduce(0) { $1 == ch ? $0 + 1 : $0 } }
    var reversedWords: String { split(separator: " ").reversed().joined(separator: " ") }
}

let text = "Alpha beta\nGamma DELTA epsilon\n\nZeta"
let whole: String = text
let part: Substring = text.dropFirst(6)

print(vowelCount(whole), vowelCount(part))
print(whole.lines.count, part.lines.count)
for line in whole.lines {
    print("[\(line)]", line.split(separator: " ").map { isCapitalized($0) })
}
print(whole.countOccurrences(of: "a"), part.countOccurrences(of: "a"))
print(whole.lines[1].reversedWords)
print(part.uppercased(), type(of: part.lines))

func longestLine<S: StringProtocol>(in s: S) -> String {
    String(s.lines.max { $0.count < $1.count } ?? "")
}
print(longestLine(in: whole), "|", longestLine(in: part.prefix(10)))

func compare<A: StringProtocol, B: StringProtocol>(_ a: A, _ b: B) -> String {
    a == b ? "equal" : (a < b ? "less" : "greater")
}
print(compare("beta", part.prefix(4)), compare(whole.prefix(5), "Alpha"), compare("Zeta", whole.suffix(4)))
let joined = [whole.prefix(5), part.suffix(4)].joined(separator: "-")
print(joined, joined.count)
print(part.hasPrefix("beta"), part.contains("DELTA"), part.firstIndex(of: "G") == text.firstIndex(of: "G"))

// expect: 13 11
// expect: 4 4
// expect: [Alpha beta] [true, false]
// expect: [Gamma DELTA epsilon] [true, false, false]
// expect: [] []
// expect: [Zeta] [true]
// expect: 5 4
// expect: epsilon DELTA Gamma
// expect: BETA
// expect: GAMMA DELTA EPSILON
// expect:
// expect: ZETA Array<Substring>
// expect: Gamma DELTA epsilon | Gamma
// expect: equal equal equal
// expect: Alpha-Zeta 10
// expect: true true true
