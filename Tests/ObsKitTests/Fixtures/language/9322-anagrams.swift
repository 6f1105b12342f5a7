// Anagram checks and grouping words that are anagrams of each other
// expected output: swiftc 6.3.1 (Linux), run on this machine
func normalized(_ s: String) -> String {
    String(s.lowercased().filter { $0.isLetter }.sorted())
}

func isAnagram(_ a: String, _ b: String) -> Bool {
    normalized(a) == normalized(b)
}

let pairs = [("listen", "silent"), ("Dormitory", "dirty room"), ("hello", "world"),
             ("The eyes", "They see"), ("abc", "abcc"), ("Astronomer", "Moon starer")]
for (a, b) in pairs {
    print("\"\(a)\" vs \"\(b)\": \(isAnagram(a, b) ? "anagram" : "not anagram")")
}

func isAnagramCounting(_ a: String, _ b: String) -> Bool {
    var counts: [Character: Int] = [:]
    for c in a.lowercased() where c.isLetter { counts[c, default: 0] += 1 }
    for c in b.lowercased() where c.isLetter {
        counts[c, default: 0] -= 1
        if counts[c]! < 0 { return false }
    }
    return counts.values.allSatisfy { $0 == 0 }
}
print(pairs.map { isAnagramCounting($0.0, $0.1) })

let words = ["eat", "tea", "tan", "ate", "nat", "bat", "tab", "cat", "act", "tac", "dog"]
var groups: [String: [String]] = [:]
for w in words {
    groups[normalized(w), default: []].append(w)
}
let sortedGroups = groups.values
    .map { $0.sorted() }
    .sorted { $0.count != $1.count ? $0.count > $1.count : $0[0] < $1[0] }
for g in sortedGroups {
    print(g.joined(separator: ", "))
}

func anagramPositions(of pattern: String, in text: String) -> [Int] {
    let p = Array(pattern), t = Array(text)
    guard p.count <= t.count else { return [] }
    var need: [Character: Int] = [:]
    for c in p { need[c, default: 0] += 1 }
    var window: [Character: Int] = [:]
    var result: [Int] = []
    for i in 0..<t.count {
        window[t[i], default: 0] += 1
        if i >= p.count {
            let out = t[i - p.count]
            window[out]! -= 1
            if window[out] == 0 { window[out] = nil }
        }
        if i >= p.count - 1 && window == need { result.append(i - p.count + 1) }
    }
    return result
}
print(anagramPositions(of: "ab", in: "abab"))
print(anagramPositions(of: "abc", in: "cbaebabacd"))
// expect: "listen" vs "silent": anagram
// expect: "Dormitory" vs "dirty room": anagram
// expect: "hello" vs "world": not anagram
// expect: "The eyes" vs "They see": anagram
// expect: "abc" vs "abcc": not anagram
// expect: "Astronomer" vs "Moon starer": anagram
// expect: [true, true, false, true, false, true]
// expect: act, cat, tac
// expect: ate, eat, tea
// expect: bat, tab
// expect: nat, tan
// expect: dog
// expect: [0, 1, 2]
// expect: [0, 6]
