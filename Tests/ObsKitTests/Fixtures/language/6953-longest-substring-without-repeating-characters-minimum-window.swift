// LeetCode style (sliding window): longest substring without repeating characters, minimum window substring, and character replacement over Array(s)
class Solution {
    func lengthOfLongestSubstring(_ s: String) -> Int {
        let chars = Array(s)
        var lastIndex = [Character: Int]()
        var best = 0
        var left = 0
        for (right, ch) in chars.enumerated() {
            if let prev = lastIndex[ch], prev >= left {
                left = prev + 1
            }
            lastIndex[ch] = right
            best = max(best, right - left + 1)
        }
        return best
    }

    func minWindow(_ s: String, _ t: String) -> String {
        let sArr = Array(s)
        var need = [Character: Int]()
        for c in t { need[c, default: 0] += 1 }
        var missing = t.count
        var left = 0
        var bestStart = 0, bestLen = Int.max
        for right in 0..<sArr.count {
            let c = sArr[right]
            if need[c, default: 0] > 0 { missing -= 1 }
            need[c, default: 0] -= 1
            while missing == 0 {
                if right - left + 1 < bestLen {
                    bestLen = right - left + 1
                    bestStart = left
                }
                let lc = sArr[left]
                need[lc, default: 0] += 1
                if need[lc]! > 0 { missing += 1 }
                left += 1
            }
        }
        return bestLen == Int.max ? "" : String(sArr[bestStart..<bestStart + bestLen])
    }

    func characterReplacement(_ s: String, _ k: Int) -> Int {
        let chars = Array(s)
        var counts = [Character: Int]()
        var maxFreq = 0, left = 0, result = 0
        for right in chars.indices {
            counts[chars[right], default: 0] += 1
            maxFreq = max(maxFreq, counts[chars[right]]!)
            while right - left + 1 - maxFreq > k {
                counts[chars[left]]! -= 1
                left += 1
            }
            result = max(result, right - left + 1)
        }
        return result
    }
}

let sol = Solution()
for s in ["abcabcbb", "bbbbb", "pwwkew", "", "dvdf"] {
    print(s.isEmpty ? "<empty>" : s, sol.lengthOfLongestSubstring(s))
}
print(sol.minWindow("ADOBECODEBANC", "ABC"))
print(sol.minWindow("a", "a"))
print("[\(sol.minWindow("a", "aa"))]")
print(sol.characterReplacement("ABAB", 2), sol.characterReplacement("AABABBA", 1))

// expect: abcabcbb 3
// expect: bbbbb 1
// expect: pwwkew 3
// expect: <empty> 0
// expect: dvdf 3
// expect: BANC
// expect: a
// expect: []
// expect: 4 4
