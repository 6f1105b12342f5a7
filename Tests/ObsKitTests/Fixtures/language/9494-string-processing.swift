// String processing: splitting, trimming by hand, word frequency with stable ordering, reversing and case tricks (expected output from swiftc 6.3.1 on Linux)
let text = "  The quick brown fox, the lazy dog; THE end.  "

func trimmed(_ s: String) -> Substring {
    guard let start = s.firstIndex(where: { !$0.isWhitespace }) else { return "" }
    let end = s.lastIndex(where: { !$0.isWhitespace })!
    return s[start...end]
}
print("[\(trimmed(text))]")
print("[\(trimmed("   "))]")

let words = text.split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() }
print(words)
var freq: [String: Int] = [:]
for w in words { freq[w, default: 0] += 1 }
let ranked = freq.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
print(ranked.prefix(3).map { "\($0.key):\($0.value)" })

print(text.split(separator: " ").count, text.split(separator: " ", omittingEmptySubsequences: false).count)
print("a,b,,c,".split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false))

func capitalizeWords(_ s: String) -> String {
    var result = ""
    var atStart = true
    for ch in s {
        if ch.isLetter {
            result += atStart ? ch.uppercased() : ch.lowercased()
            atStart = false
        } else {
            result.append(ch)
            atStart = true
        }
    }
    return result
}
print(capitalizeWords("hELLO wORLD-wide web"))

let palindromes = ["Racecar", "A man, a plan, a canal: Panama", "swift"]
for p in palindromes {
    let letters = p.lowercased().filter { $0.isLetter || $0.isNumber }
    print(p.count, letters == String(letters.reversed()))
}

var csv = "id;name;score\n1;ann;90\n2;bo;75\n3;cy;82"
let rows = csv.split(separator: "\n").dropFirst().map { $0.split(separator: ";") }
let best = rows.max { Int($0[2])! < Int($1[2])! }!
print("best:", best[1], best[2])
csv.removeSubrange(csv.startIndex..<csv.index(after: csv.firstIndex(of: "\n")!))
print(csv.replacingOccurrencesOfSemicolons())

extension String {
    func replacingOccurrencesOfSemicolons() -> String {
        String(map { $0 == ";" ? "|" : $0 == "\n" ? " " : $0 })
    }
}
print("abc".compare3("abd"), "b".compare3("a"), "Z" < "a", "é" == "e\u{301}")
extension String {
    func compare3(_ o: String) -> Int { self < o ? -1 : self == o ? 0 : 1 }
}
print(String(repeating: "ab", count: 3), "x".padLeft(5, "."), "abc".hasSuffix("bc"))
extension String {
    func padLeft(_ n: Int, _ c: Character) -> String { String(repeating: c, count: max(0, n - count)) + self }
}

// expect: [The quick brown fox, the lazy dog; THE end.]
// expect: []
// expect: ["the", "quick", "brown", "fox", "the", "lazy", "dog", "the", "end"]
// expect: ["the:3", "brown:1", "dog:1"]
// expect: 9 13
// expect: ["a", "b", ",c,"]
// expect: Hello World-Wide Web
// expect: 7 true
// expect: 30 true
// expect: 5 false
// expect: best: ann 90
// expect: 1|ann|90 2|bo|75 3|cy|82
// expect: -1 1 true true
// expect: ababab ....x true
