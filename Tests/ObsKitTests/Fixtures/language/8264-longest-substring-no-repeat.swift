// LeetCode style: longest substring without repeating characters, sliding window over Array(s)
class Solution {
    func lengthOfLongestSubstring(_ s: String) -> Int {
        let chars = Array(s)
        var lastIndex = [Character: Int]()
        var left = 0
        var best = 0
        for right in 0..<chars.count {
            if let prev = lastIndex[chars[right]], prev >= left {
                left = prev + 1
            }
            lastIndex[chars[right]] = right
            best = max(best, right - left + 1)
        }
        return best
    }

    func longestSubstring(_ s: String) -> String {
        let chars = Array(s)
        var window = Set<Character>()
        var left = 0
        var bestStart = 0, bestLen = 0
        for right in 0..<chars.count {
            while window.contains(chars[right]) {
                window.remove(chars[left])
                left += 1
            }
            window.insert(chars[right])
            if right - left + 1 > bestLen {
                bestLen = right - left + 1
                bestStart = left
            }
        }
        return String(chars[bestStart..<bestStart + bestLen])
    }
}

let sol = Solution()
let tests = ["abcabcbb", "bbbbb", "pwwkew", "", " ", "dvdf", "abba", "tmmzuxt"]
for t in tests {
    print("\"\(t)\": \(sol.lengthOfLongestSubstring(t)) \"\(sol.longestSubstring(t))\"")
}

// expect: "abcabcbb": 3 "abc"
// expect: "bbbbb": 1 "b"
// expect: "pwwkew": 3 "wke"
// expect: "": 0 ""
// expect: " ": 1 " "
// expect: "dvdf": 3 "vdf"
// expect: "abba": 2 "ab"
// expect: "tmmzuxt": 5 "mzuxt"
