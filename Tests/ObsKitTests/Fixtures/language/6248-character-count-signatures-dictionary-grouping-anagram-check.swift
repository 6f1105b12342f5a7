// Textbook style (anagrams): character-count signatures with Dictionary(grouping:), an anagram check via counting, and finding anagram positions with a sliding window
func letterCounts(_ word: String) -> [Character: Int] {
    word.lowercased().filter(\.isLetter).reduce(into: [:]) { $0[$1, default: 0] += 1 }
}

func areAnagrams(_ a: String, _ b: String) -> Bool {
    letterCounts(a) == letterCounts(b)
}

func signature(_ word: String) -> String {
    String(word.lowercased().sorted())
}

func anagramStarts(of pattern: String, in text: String) -> [Int] {
    let t = Array(text), p = Array(pattern)
    guard p.count <= t.count else { return [] }
    var need: [Character: Int] = [:]
    for ch in p { need[ch, default: 0] += 1 }
    var window: [Character: Int] = [:]
    var result: [Int] = []
    for i in t.indices {
        window[t[i], default: 0] += 1
        if i >= p.count {
            let old = t[i - p.count]
            window[old]! -= 1
            if window[old] == 0 { window[old] = nil }
        }
        if window == need { result.append(i - p.count + 1) }
    }
    return result
}

print(areAnagrams("Listen", "Silent"), areAnagrams("Dormitory", "dirty room"), areAnagrams("abc", "abd"))
let words = ["eat", "tea", "tan", "ate", "nat", "bat", "Tae"]
let groups = Dictionary(grouping: words, by: signature)
for key in groups.keys.sorted() {
    print(key, groups[key]!)
}
let biggest = groups.values.max { $0.count < $1.count }!
print("largest group size", biggest.count)
print(anagramStarts(of: "ab", in: "abab"), anagramStarts(of: "abc", in: "cbaebabacd"))
let counts = letterCounts("Mississippi")
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: " "))

// expect: true true false
// expect: abt ["bat"]
// expect: aet ["eat", "tea", "ate", "Tae"]
// expect: ant ["tan", "nat"]
// expect: largest group size 4
// expect: [0, 1, 2] [0, 6]
// expect: i4 m1 p2 s4
