// Word counting over a paragraph: normalising punctuation, frequency table with ties broken alphabetically (expected output from swiftc 6.3.1 on Linux)
import Foundation

let paragraph = """
It was a bright cold day in April, and the clocks were striking thirteen. \
The hallway smelt of boiled cabbage and old rag mats. At one end of it a \
coloured poster, too large for indoor display, had been tacked to the wall; \
it depicted simply an enormous face, and the face was calm.
"""

let words = paragraph
    .lowercased()
    .components(separatedBy: CharacterSet.letters.inverted)
    .filter { !$0.isEmpty }

print("words:", words.count, "unique:", Set(words).count)

var frequency: [String: Int] = [:]
for w in words { frequency[w, default: 0] += 1 }

let top = frequency
    .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    .prefix(6)
for (word, count) in top {
    print(word.padding(toLength: 8, withPad: " ", startingAt: 0) + String(repeating: "#", count: count) + " \(count)")
}

let longest = words.max { $0.count < $1.count || ($0.count == $1.count && $0 > $1) }!
print("longest:", longest, longest.count)

let byLength = Dictionary(grouping: Set(words), by: \.count)
for length in byLength.keys.sorted().suffix(3) {
    print(length, byLength[length]!.sorted())
}

let sentences = paragraph.split(whereSeparator: { ".;".contains($0) })
    .map { $0.trimmingCharacters(in: .whitespaces) }
    .filter { !$0.isEmpty }
print("sentences:", sentences.count)
for s in sentences {
    print("- \(s.split(separator: " ").count) words, starts with \"\(s.prefix(12))\"")
}

let vowels = paragraph.lowercased().filter { "aeiou".contains($0) }
let vowelCounts = Dictionary(vowels.map { ($0, 1) }, uniquingKeysWith: +)
print(vowelCounts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: " "))

// expect: words: 54 unique: 43
// expect: the     #### 4
// expect: and     ### 3
// expect: it      ### 3
// expect: a       ## 2
// expect: face    ## 2
// expect: of      ## 2
// expect: longest: coloured 8
// expect: 6 ["boiled", "bright", "clocks", "indoor", "poster", "simply", "tacked"]
// expect: 7 ["cabbage", "display", "hallway"]
// expect: 8 ["coloured", "depicted", "enormous", "striking", "thirteen"]
// expect: sentences: 4
// expect: - 14 words, starts with "It was a bri"
// expect: - 10 words, starts with "The hallway "
// expect: - 19 words, starts with "At one end o"
// expect: - 11 words, starts with "it depicted "
// expect: a25 e24 i14 o18 u2
