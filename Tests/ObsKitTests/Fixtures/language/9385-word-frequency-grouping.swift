// word frequency with Dictionary(grouping:) and reduce(into:), ties broken alphabetically (expected output from swiftc 6.3.1 on Linux)
import Foundation

let text = """
The quick brown fox jumps over the lazy dog. The dog sleeps;
the fox runs! A quick fox is a happy fox, and a lazy dog is a sleepy dog.
"""

let words = text.lowercased()
    .components(separatedBy: CharacterSet.letters.inverted)
    .filter { !$0.isEmpty }

print("Total words: \(words.count)")
print("Distinct words: \(Set(words).count)")

let grouped = Dictionary(grouping: words, by: { $0 })
let counts = grouped.mapValues(\.count)
let top = counts.sorted { a, b in
    a.value != b.value ? a.value > b.value : a.key < b.key
}
for (word, count) in top.prefix(5) {
    print("\(word): \(count)")
}

var byLength: [Int: [String]] = [:]
for word in Set(words) {
    byLength[word.count, default: []].append(word)
}
for length in byLength.keys.sorted() {
    print("\(length) letters: \(byLength[length]!.sorted().joined(separator: " "))")
}

let firstLetters = words.reduce(into: [Character: Int]()) { result, word in
    result[word.first!, default: 0] += 1
}
let letterLine = firstLetters.keys.sorted().map { "\($0)=\(firstLetters[$0]!)" }
print(letterLine.joined(separator: ","))

let singles = counts.filter { $0.value == 1 }.keys.sorted()
print("Used once: \(singles)")
// expect: Total words: 30
// expect: Distinct words: 15
// expect: a: 4
// expect: dog: 4
// expect: fox: 4
// expect: the: 4
// expect: is: 2
// expect: 1 letters: a
// expect: 2 letters: is
// expect: 3 letters: and dog fox the
// expect: 4 letters: lazy over runs
// expect: 5 letters: brown happy jumps quick
// expect: 6 letters: sleeps sleepy
// expect: a=5,b=1,d=4,f=4,h=1,i=2,j=1,l=2,o=1,q=2,r=1,s=2,t=4
// expect: Used once: ["and", "brown", "happy", "jumps", "over", "runs", "sleeps", "sleepy"]
