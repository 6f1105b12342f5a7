// Course style (word frequency counter): split, lowercased, dictionary counts, sorted output
let text = """
The quick brown fox jumps over the lazy dog. The dog sleeps;
the fox does not. A quick fox is a happy fox, and a lazy dog
is a sleepy dog!
"""

var counts: [String: Int] = [:]
var currentWord = ""
var totalWords = 0

for character in text.lowercased() {
    if character.isLetter {
        currentWord.append(character)
    } else if !currentWord.isEmpty {
        counts[currentWord, default: 0] += 1
        totalWords += 1
        currentWord = ""
    }
}
if !currentWord.isEmpty {
    counts[currentWord, default: 0] += 1
    totalWords += 1
}

print("Total words: \(totalWords), unique: \(counts.count)")

let ranked = counts.sorted { lhs, rhs in
    if lhs.value != rhs.value {
        return lhs.value > rhs.value
    }
    return lhs.key < rhs.key
}

print("Top 6:")
for (index, entry) in ranked.prefix(6).enumerated() {
    let bar = String(repeating: "*", count: entry.value)
    print("\(index + 1). \(entry.key) \(bar) \(entry.value)")
}

let singles = counts.filter { $0.value == 1 }.map { $0.key }.sorted()
print("Used once: \(singles.joined(separator: " "))")

let byLength = Dictionary(grouping: counts.keys, by: { $0.count })
for length in byLength.keys.sorted() {
    print("length \(length): \(byLength[length]!.sorted())")
}

// expect: Total words: 31, unique: 16
// expect: Top 6:
// expect: 1. a **** 4
// expect: 2. dog **** 4
// expect: 3. fox **** 4
// expect: 4. the **** 4
// expect: 5. is ** 2
// expect: 6. lazy ** 2
// expect: Used once: and brown does happy jumps not over sleeps sleepy
// expect: length 1: ["a"]
// expect: length 2: ["is"]
// expect: length 3: ["and", "dog", "fox", "not", "the"]
// expect: length 4: ["does", "lazy", "over"]
// expect: length 5: ["brown", "happy", "jumps", "quick"]
// expect: length 6: ["sleeps", "sleepy"]
