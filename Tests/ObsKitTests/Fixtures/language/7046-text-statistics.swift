// String processing: word frequencies, sentence stats, title casing, column layout
// expected output: swiftc 6.3.1 (Linux), run on this machine
let text = """
The cat sat on the mat. The dog sat on the log!
Did the cat see the dog? Yes: the cat saw the dog, and the dog saw the cat.
"""

let words = text.lowercased()
    .split(whereSeparator: { !$0.isLetter && $0 != "'" })
    .map(String.init)
print("words: \(words.count), unique: \(Set(words).count)")

let counts = words.reduce(into: [:]) { $0[$1, default: 0] += 1 }
let ranked = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
for (rank, entry) in ranked.prefix(5).enumerated() {
    let bar = String(repeating: "■", count: entry.value)
    print("\(rank + 1). \(entry.key.padding(5)) \(entry.value) \(bar)")
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
    var titleCased: String {
        split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " ")
    }
}

var sentences: [String] = []
var current = ""
for ch in text {
    if ch == "\n" { current.append(" "); continue }
    current.append(ch)
    if ".!?".contains(ch) {
        sentences.append(current.trimmingLeadingSpaces())
        current = ""
    }
}
extension String {
    func trimmingLeadingSpaces() -> String { String(drop(while: { $0 == " " })) }
}
for (i, s) in sentences.enumerated() {
    let kind: String
    switch s.last {
    case "?": kind = "question"
    case "!": kind = "exclamation"
    default: kind = "statement"
    }
    print("#\(i + 1) [\(kind)] \(s.split(separator: " ").count) words")
}

print("the QUICK brown fOX".titleCased)
let lengths = Dictionary(grouping: Set(words), by: \.count).mapValues { $0.sorted() }
for len in lengths.keys.sorted() { print(len, lengths[len]!.joined(separator: ",")) }
let vowels = text.lowercased().filter { "aeiou".contains($0) }.count
let consonants = text.filter { $0.isLetter }.count - vowels
print("vowels \(vowels), consonants \(consonants)")
let longest = words.max { ($0.count, $1) < ($1.count, $0) }!
print("longest word: \(longest)")
let initials = sentences.map { String($0.first!) }.joined()
let lines: [Substring] = text.split(separator: "\n")
print(initials, lines.map { $0.count })
// expect: words: 30, unique: 12
// expect: 1. the   10 ■■■■■■■■■■
// expect: 2. cat   4 ■■■■
// expect: 3. dog   4 ■■■■
// expect: 4. on    2 ■■
// expect: 5. sat   2 ■■
// expect: #1 [statement] 6 words
// expect: #2 [exclamation] 6 words
// expect: #3 [question] 6 words
// expect: #4 [statement] 12 words
// expect: The Quick Brown Fox
// expect: 2 on
// expect: 3 and,cat,did,dog,log,mat,sat,saw,see,the,yes
// expect: vowels 31, consonants 57
// expect: longest word: and
// expect: TTDY [47, 75]
