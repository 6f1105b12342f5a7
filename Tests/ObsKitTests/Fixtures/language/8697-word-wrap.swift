// Kata style (word frequency & text wrapping): normalising words, top-k with tie breaks, greedy line filling
import Foundation

let passage = """
It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of
incredulity, it was the season of Light, it was the season of Darkness...
"""

let words = passage.lowercased()
    .components(separatedBy: CharacterSet.letters.inverted)
    .filter { !$0.isEmpty }
print("Words: \(words.count), distinct: \(Set(words).count)")

var frequency: [String: Int] = [:]
for word in words { frequency[word, default: 0] += 1 }
let top = frequency.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(6)
for (rank, entry) in top.enumerated() {
    let bar = String(repeating: "*", count: entry.value)
    print("\(rank + 1). \(entry.key.padding(toLength: 8, withPad: " ", startingAt: 0)) \(bar) \(entry.value)")
}

func wrap(_ words: [String], width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in words {
        if current.isEmpty {
            current = word
        } else if current.count + 1 + word.count <= width {
            current += " " + word
        } else {
            lines.append(current)
            current = word
        }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
}

let original = passage.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
let wrapped = wrap(original, width: 28)
for line in wrapped {
    let gap = 28 - line.count
    print("|" + line + String(repeating: " ", count: gap) + "|")
}
let longestWord = words.max { ($0.count, $1) < ($1.count, $0) }!
print("Longest word: \(longestWord) (\(longestWord.count))")
let singletons = frequency.filter { $0.value == 1 }.keys.sorted()
print("Used once: \(singletons.joined(separator: ", "))")

// expect: Words: 48, distinct: 16
// expect: 1. it       ******** 8
// expect: 2. of       ******** 8
// expect: 3. the      ******** 8
// expect: 4. was      ******** 8
// expect: 5. age      ** 2
// expect: 6. epoch    ** 2
// expect: |It was the best of times, it|
// expect: |was the worst of times, it  |
// expect: |was the age of wisdom, it   |
// expect: |was the age of foolishness, |
// expect: |it was the epoch of belief, |
// expect: |it was the epoch of         |
// expect: |incredulity, it was the     |
// expect: |season of Light, it was the |
// expect: |season of Darkness...       |
// expect: Longest word: foolishness (11)
// expect: Used once: belief, best, darkness, foolishness, incredulity, light, wisdom, worst
