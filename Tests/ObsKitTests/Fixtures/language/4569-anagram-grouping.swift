// App code style: grouping anagrams by sorted character keys
let words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog", "god", "odg", "bird"]

func key(_ w: String) -> String {
    String(w.sorted())
}

let groups = Dictionary(grouping: words, by: key)
let sortedKeys = groups.keys.sorted()
for k in sortedKeys {
    print("\(k): \(groups[k]!.joined(separator: " "))")
}

let multi = groups.values.filter { $0.count > 1 }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
print(multi)

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
print(isAnagram("anagram", "nagaram"), isAnagram("rat", "car"), isAnagram("", ""))

func normalizedKey(_ phrase: String) -> String {
    String(phrase.lowercased().filter { $0.isLetter }.sorted())
}
print(normalizedKey("Dormitory") == normalizedKey("Dirty room!"))
print(normalizedKey("The eyes") == normalizedKey("They see"))
print(normalizedKey("Hello") == normalizedKey("World"))

func letterSignature(_ w: String) -> [Int] {
    var sig = Array(repeating: 0, count: 26)
    for c in w.lowercased() {
        if let v = c.asciiValue, v >= 97, v <= 122 {
            sig[Int(v - 97)] += 1
        }
    }
    return sig
}
let sigGroups = Dictionary(grouping: ["stop", "pots", "tops", "spot", "post", "opts", "step"], by: letterSignature)
print(sigGroups.count)
print(sigGroups.values.map { $0.count }.sorted())

func findAnagramStarts(_ text: String, _ pattern: String) -> [Int] {
    let t = Array(text)
    let p = pattern.count
    guard p <= t.count else { return [] }
    let target = key(pattern)
    var result: [Int] = []
    for i in 0...(t.count - p) {
        if String(t[i..<i + p].sorted()) == target {
            result.append(i)
        }
    }
    return result
}
print(findAnagramStarts("cbaebabacd", "abc"))
print(findAnagramStarts("abab", "ab"))

func permutations(_ s: String) -> [String] {
    if s.count <= 1 { return [s] }
    var result: [String] = []
    for (i, c) in s.enumerated() {
        var rest = Array(s)
        rest.remove(at: i)
        for p in permutations(String(rest)) {
            result.append(String(c) + p)
        }
    }
    return result
}
let perms = permutations("abc")
print(perms)
let uniquePerms = Set(permutations("aab")).sorted()
print(uniquePerms)
let dictionary: Set<String> = ["tea", "eat", "ate", "tae", "eta"]
print(Set(permutations("eat")).intersection(dictionary).sorted())

// expect: act: cat act tac
// expect: bdir: bird
// expect: dgo: dog god odg
// expect: eggloo: google gooegl
// expect: eilnst: listen silent enlist
// expect: [["act", "cat", "tac"], ["dog", "god", "odg"], ["enlist", "listen", "silent"], ["gooegl", "google"]]
// expect: true false true
// expect: true
// expect: true
// expect: false
// expect: 2
// expect: [1, 6]
// expect: [0, 6]
// expect: [0, 1, 2]
// expect: ["abc", "acb", "bac", "bca", "cab", "cba"]
// expect: ["aab", "aba", "baa"]
// expect: ["ate", "eat", "eta", "tae", "tea"]
