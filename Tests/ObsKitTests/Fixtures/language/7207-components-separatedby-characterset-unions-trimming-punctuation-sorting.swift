// Blog post style (word counter): components(separatedBy:) with CharacterSet unions, trimming punctuation, sorting frequencies
import Foundation

let text = """
It was the best of times, it was the worst of times; it was the age of wisdom,
it was the age of foolishness... "Times" change -- and so do we!
"""

let separators = CharacterSet.whitespacesAndNewlines.union(.punctuationCharacters)
let words = text.lowercased()
    .components(separatedBy: separators)
    .filter { !$0.isEmpty }
print("words:", words.count)

var freq: [String: Int] = [:]
for w in words { freq[w, default: 0] += 1 }
let top = freq.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(6)
for (word, n) in top {
    print(word.padding(toLength: 8, withPad: " ", startingAt: 0), String(repeating: "*", count: n), n)
}
print("unique:", freq.count)

let sentences = text.components(separatedBy: CharacterSet(charactersIn: ".;!"))
    .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    .filter { !$0.isEmpty }
print("sentences:", sentences.count)
for s in sentences { print(" -", s.replacingOccurrences(of: "\n", with: " ")) }

let raw = "  ***Hello***  "
print("[\(raw.trimmingCharacters(in: .whitespaces))]", "[\(raw.trimmingCharacters(in: CharacterSet(charactersIn: " *")))]")

let mixed = "abc123def45"
let letters = mixed.components(separatedBy: CharacterSet.decimalDigits).filter { !$0.isEmpty }
let digits = mixed.components(separatedBy: CharacterSet.decimalDigits.inverted).filter { !$0.isEmpty }
print(letters, digits)
let vowels = CharacterSet(charactersIn: "aeiou")
let vowelCount = text.lowercased().unicodeScalars.filter { vowels.contains($0) }.count
print("vowels:", vowelCount)
print("longest:", words.max { $0.count < $1.count || ($0.count == $1.count && $0 > $1) }!)

// expect: words: 30
// expect: it       **** 4
// expect: of       **** 4
// expect: the      **** 4
// expect: was      **** 4
// expect: times    *** 3
// expect: age      ** 2
// expect: unique: 15
// expect: sentences: 3
// expect:  - It was the best of times, it was the worst of times
// expect:  - it was the age of wisdom, it was the age of foolishness
// expect:  - "Times" change -- and so do we
// expect: [***Hello***] [Hello]
// expect: ["abc", "def"] ["123", "45"]
// expect: vowels: 40
// expect: longest: foolishness
