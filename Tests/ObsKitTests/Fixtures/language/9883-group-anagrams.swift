// LeetCode style: 49. Group Anagrams (sorted-key and count-key approaches), output sorted for stability

class Solution {
    func groupAnagrams(_ strs: [String]) -> [[String]] {
        var groups = [String: [String]]()
        for s in strs {
            let key = String(s.sorted())
            groups[key, default: []].append(s)
        }
        return Array(groups.values)
    }

    // Key by letter counts, avoids sorting each word: "a1b0c2..." style
    func groupAnagramsByCount(_ strs: [String]) -> [[String]] {
        var groups = [[Int]: [String]]()
        let a = Character("a").asciiValue!
        for s in strs {
            var counts = [Int](repeating: 0, count: 26)
            for ch in s.utf8 {
                counts[Int(ch - a)] += 1
            }
            groups[counts, default: []].append(s)
        }
        return Array(groups.values)
    }

    // 242. Valid Anagram
    func isAnagram(_ s: String, _ t: String) -> Bool {
        guard s.count == t.count else { return false }
        var counts = [Character: Int]()
        for c in s { counts[c, default: 0] += 1 }
        for c in t {
            counts[c, default: 0] -= 1
            if counts[c]! < 0 { return false }
        }
        return true
    }
}

// Dictionary order is unspecified, so normalise: sort each group, then sort groups.
func normalised(_ groups: [[String]]) -> [[String]] {
    groups.map { $0.sorted() }.sorted { a, b in
        a.count != b.count ? a.count > b.count : a[0] < b[0]
    }
}

let sol = Solution()
let inputs: [[String]] = [
    ["eat", "tea", "tan", "ate", "nat", "bat"],
    [""],
    ["a"],
    ["listen", "silent", "enlist", "google", "gogole", "cat", "act", "tac", "dog"],
]
for input in inputs {
    let a = normalised(sol.groupAnagrams(input))
    let b = normalised(sol.groupAnagramsByCount(input))
    print("\(input)")
    print("  -> \(a)")
    print("  approaches agree: \(a == b)")
}

let pairs = [("anagram", "nagaram"), ("rat", "car"), ("aacc", "ccac"), ("", "")]
for (s, t) in pairs {
    print("isAnagram(\"\(s)\", \"\(t)\") = \(sol.isAnagram(s, t))")
}

// Largest anagram group
let biggest = normalised(sol.groupAnagrams(inputs[3])).first!
print("largest group: \(biggest.joined(separator: ", ")) (\(biggest.count) words)")
// expect: ["eat", "tea", "tan", "ate", "nat", "bat"]
// expect:   -> [["ate", "eat", "tea"], ["nat", "tan"], ["bat"]]
// expect:   approaches agree: true
// expect: [""]
// expect:   -> [[""]]
// expect:   approaches agree: true
// expect: ["a"]
// expect:   -> [["a"]]
// expect:   approaches agree: true
// expect: ["listen", "silent", "enlist", "google", "gogole", "cat", "act", "tac", "dog"]
// expect:   -> [["act", "cat", "tac"], ["enlist", "listen", "silent"], ["gogole", "google"], ["dog"]]
// expect:   approaches agree: true
// expect: isAnagram("anagram", "nagaram") = true
// expect: isAnagram("rat", "car") = false
// expect: isAnagram("aacc", "ccac") = false
// expect: isAnagram("", "") = true
// expect: largest group: act, cat, tac (3 words)
