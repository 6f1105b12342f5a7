// LeetCode style: 3. Longest Substring Without Repeating Characters — sliding window

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

    // Same idea, but return the substring itself (first one of max length)
    func longestSubstring(_ s: String) -> String {
        let chars = Array(s)
        var window = Set<Character>()
        var left = 0
        var bestStart = 0, bestLength = 0
        for right in 0..<chars.count {
            while window.contains(chars[right]) {
                window.remove(chars[left])
                left += 1
            }
            window.insert(chars[right])
            if right - left + 1 > bestLength {
                bestLength = right - left + 1
                bestStart = left
            }
        }
        return String(chars[bestStart..<(bestStart + bestLength)])
    }

    // 340. Longest substring with at most k distinct characters
    func lengthOfLongestSubstringKDistinct(_ s: String, _ k: Int) -> Int {
        let chars = Array(s)
        var counts = [Character: Int]()
        var left = 0, best = 0
        for right in 0..<chars.count {
            counts[chars[right], default: 0] += 1
            while counts.count > k {
                counts[chars[left]]! -= 1
                if counts[chars[left]] == 0 { counts[chars[left]] = nil }
                left += 1
            }
            best = max(best, right - left + 1)
        }
        return best
    }
}

let solution = Solution()
let tests = ["abcabcbb", "bbbbb", "pwwkew", "", " ", "dvdf", "abba", "tmmzuxt"]
for t in tests {
    let n = solution.lengthOfLongestSubstring(t)
    let sub = solution.longestSubstring(t)
    print("\"\(t)\" -> \(n) (\"\(sub)\")")
}

print(solution.lengthOfLongestSubstringKDistinct("eceba", 2))
print(solution.lengthOfLongestSubstringKDistinct("aa", 1))
print(solution.lengthOfLongestSubstringKDistinct("abaccc", 2))
print(solution.lengthOfLongestSubstringKDistinct("abcdef", 0))
// expect: "abcabcbb" -> 3 ("abc")
// expect: "bbbbb" -> 1 ("b")
// expect: "pwwkew" -> 3 ("wke")
// expect: "" -> 0 ("")
// expect: " " -> 1 (" ")
// expect: "dvdf" -> 3 ("vdf")
// expect: "abba" -> 2 ("ab")
// expect: "tmmzuxt" -> 5 ("mzuxt")
// expect: 3
// expect: 2
// expect: 4
// expect: 0
