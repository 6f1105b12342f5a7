// Advent of Code style (anagram grouping): grouping words by sorted letters and by letter-count signatures
let wordList = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog", "god", "odg", "bird", "Inlets"]

func key(_ word: String) -> String {
    String(word.lowercased().sorted())
}

var groups: [String: [String]] = [:]
for w in wordList {
    groups[key(w), default: []].append(w)
}
let ordered = groups.values
    .map { $0.sorted() }
    .sorted { $0.count != $1.count ? $0.count > $1.count : $0[0] < $1[0] }
for g in ordered {
    print(g.count, g.joined(separator: " "))
}

func signature(_ word: String) -> [Int] {
    var counts = [Int](repeating: 0, count: 26)
    for scalar in word.lowercased().unicodeScalars where scalar.value >= 97 && scalar.value <= 122 {
        counts[Int(scalar.value) - 97] += 1
    }
    return counts
}

func isAnagram(_ a: String, _ b: String) -> Bool {
    signature(a) == signature(b)
}
print(isAnagram("Dormitory", "dirtyroom"), isAnagram("hello", "world"))
print(isAnagram("The eyes", "They see"))

let sig = signature("banana")
let compact = sig.enumerated()
    .filter { $0.element > 0 }
    .map { "\(Character(Unicode.Scalar(UInt8(97 + $0.offset))))\($0.element)" }
    .joined()
print(compact)

func anagrams(of target: String, in list: [String]) -> [String] {
    let k = key(target)
    return list.filter { key($0) == k && $0.lowercased() != target.lowercased() }.sorted()
}
print(anagrams(of: "tinsel", in: wordList))
print(anagrams(of: "odg", in: wordList))
let palindromes = ["level", "Racecar", "swift", "noon"].filter { w in
    let l = w.lowercased()
    return l == String(l.reversed())
}
print(palindromes)

// expect: 4 Inlets enlist listen silent
// expect: 3 act cat tac
// expect: 3 dog god odg
// expect: 2 gooegl google
// expect: 1 bird
// expect: true false
// expect: true
// expect: a3b1n2
// expect: ["Inlets", "enlist", "listen", "silent"]
// expect: ["dog", "god"]
// expect: ["level", "Racecar", "noon"]
