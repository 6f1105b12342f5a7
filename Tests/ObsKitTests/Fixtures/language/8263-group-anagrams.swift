// LeetCode style: group anagrams keyed by sorted characters and by a 26-count signature
class Solution {
    func groupAnagrams(_ strs: [String]) -> [[String]] {
        var groups = [String: [String]]()
        for s in strs {
            let key = String(s.sorted())
            groups[key, default: []].append(s)
        }
        return Array(groups.values)
    }

    func groupAnagramsCount(_ strs: [String]) -> [[String]] {
        var groups = [[Int]: [String]]()
        let a = Character("a").asciiValue!
        for s in strs {
            var count = [Int](repeating: 0, count: 26)
            for c in s {
                count[Int(c.asciiValue! - a)] += 1
            }
            groups[count, default: []].append(s)
        }
        return Array(groups.values)
    }

    func isAnagram(_ s: String, _ t: String) -> Bool {
        guard s.count == t.count else { return false }
        var freq = [Character: Int]()
        for c in s { freq[c, default: 0] += 1 }
        for c in t {
            freq[c, default: 0] -= 1
            if freq[c]! < 0 { return false }
        }
        return true
    }
}

func normalize(_ groups: [[String]]) -> [[String]] {
    return groups.map { $0.sorted() }.sorted { a, b in
        a.count != b.count ? a.count > b.count : a[0] < b[0]
    }
}

let sol = Solution()
let input = ["eat", "tea", "tan", "ate", "nat", "bat"]
for g in normalize(sol.groupAnagrams(input)) {
    print(g.joined(separator: " "))
}
print(normalize(sol.groupAnagramsCount(input)))
print(normalize(sol.groupAnagrams([""])))
print(normalize(sol.groupAnagrams(["a"])))
print(sol.isAnagram("anagram", "nagaram"), sol.isAnagram("rat", "car"))

// expect: ate eat tea
// expect: nat tan
// expect: bat
// expect: [["ate", "eat", "tea"], ["nat", "tan"], ["bat"]]
// expect: [[""]]
// expect: [["a"]]
// expect: true false
