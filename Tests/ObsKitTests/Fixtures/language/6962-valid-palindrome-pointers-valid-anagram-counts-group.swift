// LeetCode style (strings): valid palindrome with two pointers, valid anagram with counts, group anagrams keyed by sorted characters, and reversing words
class Solution {
    func isPalindrome(_ s: String) -> Bool {
        let chars = Array(s.lowercased()).filter { $0.isLetter || $0.isNumber }
        var i = 0, j = chars.count - 1
        while i < j {
            if chars[i] != chars[j] { return false }
            i += 1
            j -= 1
        }
        return true
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

    func groupAnagrams(_ strs: [String]) -> [[String]] {
        var groups = [String: [String]]()
        for word in strs {
            let key = String(word.sorted())
            groups[key, default: []].append(word)
        }
        return groups.values.map { $0.sorted() }.sorted { $0.count != $1.count ? $0.count > $1.count : $0[0] < $1[0] }
    }

    func reverseWords(_ s: String) -> String {
        return s.split(separator: " ").reversed().joined(separator: " ")
    }

    func reverseString(_ s: inout [Character]) {
        var left = 0, right = s.count - 1
        while left < right {
            s.swapAt(left, right)
            left += 1
            right -= 1
        }
    }
}

let sol = Solution()
print(sol.isPalindrome("A man, a plan, a canal: Panama"))
print(sol.isPalindrome("race a car"), sol.isPalindrome(" "))
print(sol.isAnagram("anagram", "nagaram"), sol.isAnagram("rat", "car"))
print(sol.groupAnagrams(["eat", "tea", "tan", "ate", "nat", "bat"]))
print(sol.groupAnagrams([""]))
print("[\(sol.reverseWords("  the sky   is blue "))]")
var letters: [Character] = ["h", "e", "l", "l", "o"]
sol.reverseString(&letters)
print(letters, String(letters))
print(String("swift".reversed()), String(Array("level").reversed()) == "level")

// expect: true
// expect: false true
// expect: true false
// expect: [["ate", "eat", "tea"], ["nat", "tan"], ["bat"]]
// expect: [[""]]
// expect: [blue is sky the]
// expect: ["o", "l", "l", "e", "h"] olleh
// expect: tfiws true
