// Tutorial style (word counts): counting word frequencies with components(separatedBy:) and CharacterSet
import Foundation

let text = """
The quick brown fox jumps over the lazy dog. The dog sleeps;
the fox, however, does NOT sleep! Foxes are quick -- dogs are lazy?
"""

let separators = CharacterSet.whitespacesAndNewlines.union(.punctuationCharacters)
let words = text.lowercased()
    .components(separatedBy: separators)
    .filter { !$0.isEmpty }

print("total words:", words.count)

var counts: [String: Int] = [:]
for word in words {
    counts[word, default: 0] += 1
}
print("distinct:", counts.count)

let top = counts.sorted { a, b in
    a.value != b.value ? a.value > b.value : a.key < b.key
}.prefix(5)
for (word, n) in top {
    print(word.padding(toLength: 8, withPad: ".", startingAt: 0), n)
}

let lines = text.components(separatedBy: .newlines)
for (i, line) in lines.enumerated() {
    let n = line.split(whereSeparator: { $0 == " " }).count
    print("line \(i + 1): \(n) words, \(line.count) chars")
}

let longest = words.max { $0.count < $1.count || ($0.count == $1.count && $0 > $1) } ?? ""
print("longest:", longest)
let avg = Double(words.reduce(0) { $0 + $1.count }) / Double(words.count)
print(String(format: "average length: %.2f", avg))
// expect: total words: 24
// expect: distinct: 16
// expect: the..... 4
// expect: are..... 2
// expect: dog..... 2
// expect: fox..... 2
// expect: lazy.... 2
// expect: line 1: 12 words, 60 chars
// expect: line 2: 13 words, 67 chars
// expect: longest: however
// expect: average length: 4.00
