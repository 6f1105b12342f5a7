// Valid anagram check and grouping anagrams, sorted output
// expected output: swiftc 6.3.1 (Linux), run on this machine
func isAnagram(_ s: String, _ t: String) -> Bool {
    guard s.count == t.count else { return false }
    var counts = [Character: Int]()
    for c in s { counts[c, default: 0] += 1 }
    for c in t {
        guard let n = counts[c], n > 0 else { return false }
        counts[c] = n - 1
    }
    return counts.values.allSatisfy { $0 == 0 }
}

func groupAnagrams(_ words: [String]) -> [[String]] {
    var groups: [String: [String]] = [:]
    for word in words {
        let key = String(word.lowercased().sorted())
        groups[key, default: []].append(word)
    }
    return groups.values
        .map { $0.sorted() }
        .sorted { lhs, rhs in
            if lhs.count != rhs.count { return lhs.count > rhs.count }
            return lhs[0] < rhs[0]
        }
}

let pairs = [("anagram", "nagaram"), ("rat", "car"), ("listen", "silent"), ("a", "ab"), ("", "")]
for (a, b) in pairs {
    print("\"\(a)\" vs \"\(b)\": \(isAnagram(a, b))")
}

let words = ["eat", "tea", "tan", "ate", "nat", "bat", "Tab", "stone", "notes", "onset", "zzz"]
let grouped = groupAnagrams(words)
for (index, group) in grouped.enumerated() {
    print("\(index + 1). [\(group.joined(separator: ", "))]")
}

let letterCounts = Dictionary(grouping: "mississippi", by: { $0 })
    .mapValues(\.count)
    .sorted { $0.key < $1.key }
print(letterCounts.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
// expect: "anagram" vs "nagaram": true
// expect: "rat" vs "car": false
// expect: "listen" vs "silent": true
// expect: "a" vs "ab": false
// expect: "" vs "": true
// expect: 1. [ate, eat, tea]
// expect: 2. [notes, onset, stone]
// expect: 3. [Tab, bat]
// expect: 4. [nat, tan]
// expect: 5. [zzz]
// expect: i=4 m=1 p=2 s=4
