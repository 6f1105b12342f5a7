// App code style: grouping words into anagram families and other hash-map string problems
func anagramKey(_ word: String) -> String {
    String(word.lowercased().sorted())
}

func groupAnagrams(_ words: [String]) -> [[String]] {
    var groups: [String: [String]] = [:]
    for w in words { groups[anagramKey(w), default: []].append(w) }
    return groups.values
        .map { $0.sorted() }
        .sorted { $0.count != $1.count ? $0.count > $1.count : $0[0] < $1[0] }
}

func isAnagram(_ a: String, _ b: String) -> Bool {
    guard a.count == b.count else { return false }
    var counts: [Character: Int] = [:]
    for c in a { counts[c, default: 0] += 1 }
    for c in b {
        guard let n = counts[c], n > 0 else { return false }
        counts[c] = n - 1
    }
    return true
}

func findAnagramStarts(_ s: String, _ p: String) -> [Int] {
    let sa = Array(s), pa = Array(p)
    guard pa.count <= sa.count else { return [] }
    var need: [Character: Int] = [:], window: [Character: Int] = [:]
    for c in pa { need[c, default: 0] += 1 }
    var out: [Int] = []
    for i in sa.indices {
        window[sa[i], default: 0] += 1
        if i >= pa.count {
            let old = sa[i - pa.count]
            window[old]! -= 1
            if window[old] == 0 { window[old] = nil }
        }
        if window == need { out.append(i - pa.count + 1) }
    }
    return out
}

func firstUniqueCharacter(_ s: String) -> Character? {
    var freq: [Character: Int] = [:]
    s.forEach { freq[$0, default: 0] += 1 }
    return s.first { freq[$0] == 1 }
}

func topKFrequent(_ words: [String], _ k: Int) -> [(String, Int)] {
    let counts = Dictionary(words.map { ($0, 1) }, uniquingKeysWith: +)
    return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        .prefix(k)
        .map { ($0.key, $0.value) }
}

func wordPattern(_ pattern: String, _ s: String) -> Bool {
    let words = s.split(separator: " ")
    guard words.count == pattern.count else { return false }
    var forward: [Character: Substring] = [:], backward: [Substring: Character] = [:]
    for (c, w) in zip(pattern, words) {
        if let m = forward[c], m != w { return false }
        if let m = backward[w], m != c { return false }
        forward[c] = w
        backward[w] = c
    }
    return true
}

let words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog", "inlets"]
for group in groupAnagrams(words) {
    print(group.count, group.joined(separator: " "))
}
print("isAnagram:", isAnagram("anagram", "nagaram"), isAnagram("rat", "car"), isAnagram("", ""))
print("anagram starts:", findAnagramStarts("cbaebabacd", "abc"), findAnagramStarts("abab", "ab"))
print("first unique:", firstUniqueCharacter("leetcode") ?? "-", firstUniqueCharacter("aabb") ?? "-")
let text = "the quick the lazy the dog quick a a a the"
for (w, n) in topKFrequent(text.split(separator: " ").map(String.init), 3) {
    print("\(w): \(n)")
}
print("pattern:", wordPattern("abba", "dog cat cat dog"), wordPattern("abba", "dog cat cat fish"), wordPattern("aaaa", "dog dog dog dog"))
let keyed = Dictionary(grouping: ["stop", "pots", "tops", "opts", "post", "spot"], by: anagramKey)
print(keyed.keys.sorted(), keyed["opst"]!.count)

// expect: 4 enlist inlets listen silent
// expect: 3 act cat tac
// expect: 2 gooegl google
// expect: 1 dog
// expect: isAnagram: true false true
// expect: anagram starts: [0, 6] [0, 1, 2]
// expect: first unique: l -
// expect: the: 4
// expect: a: 3
// expect: quick: 2
// expect: pattern: true false true
// expect: ["opst"] 6
