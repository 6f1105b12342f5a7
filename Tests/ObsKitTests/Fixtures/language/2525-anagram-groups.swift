// Puzzle style: word frequency and anagram grouping from an embedded text passage
let passage = """
Listen, silent night! The enlist-ers were tinsel-bright.
A stone's notes rang: onset, tones, and Seton's stone.
Evil live veil; vile Levi -- the night, the thing.
"""

let words = passage.lowercased()
    .split(whereSeparator: { !$0.isLetter && $0 != "'" })
    .map { String($0) }
    .filter { !$0.isEmpty }

print("Total words: \(words.count), distinct: \(Set(words).count)")

let frequency = words.reduce(into: [String: Int]()) { counts, word in counts[word, default: 0] += 1 }
let common = frequency
    .filter { $0.value > 1 }
    .sorted { ($1.value, $0.key) < ($0.value, $1.key) }
for (word, count) in common {
    print("  \(word): \(count)")
}

let normalized = Set(words.map { $0.filter(\.isLetter) })
let groups = Dictionary(grouping: normalized) { String($0.sorted()) }
let anagramSets = groups.values
    .filter { $0.count > 1 }
    .map { $0.sorted() }
    .sorted { $0.count != $1.count ? $0.count > $1.count : $0[0] < $1[0] }
print("Anagram groups: \(anagramSets.count)")
for set in anagramSets {
    print("  [\(set.sorted(by: >).joined(separator: " "))] key=\(String(set[0].sorted()))")
}

func isAnagram(_ a: String, _ b: String) -> Bool {
    let clean = { (s: String) in s.lowercased().filter { $0.isLetter } }
    let x = clean(a), y = clean(b)
    return x != y && x.sorted() == y.sorted()
}
let pairs = [("Dormitory", "dirty room"), ("Astronomer", "Moon starer"), ("hello", "world"), ("Stop", "stop")]
for (a, b) in pairs {
    print("\(a) / \(b): \(isAnagram(a, b))")
}
let longest = words.max { ($0.count, $1) < ($1.count, $0) }!
print("Longest word: \(longest) (\(longest.count) letters)")
let letterCounts = words.joined().reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
print("Most common letter: \(letterCounts.max { ($0.value, $1.key) < ($1.value, $0.key) }!.key)")
// expect: Total words: 27, distinct: 24
// expect:   the: 3
// expect:   night: 2
// expect: Anagram groups: 5
// expect:   [vile veil live levi evil] key=eilv
// expect:   [tinsel silent listen enlist] key=eilnst
// expect:   [tones stone onset notes] key=enost
// expect:   [thing night] key=ghint
// expect:   [stones setons] key=enosst
// expect: Dormitory / dirty room: true
// expect: Astronomer / Moon starer: true
// expect: hello / world: false
// expect: Stop / stop: false
// expect: Longest word: seton's (7 letters)
// expect: Most common letter: e
