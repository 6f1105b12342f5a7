// LeetCode style (3. Longest Substring Without Repeating Characters, 20. Valid Parentheses): sliding window and a Character stack
class Solution {
    func lengthOfLongestSubstring(_ s: String) -> Int {
        var lastIndex = [Character: Int]()
        var left = 0, best = 0
        for (right, ch) in s.enumerated() {
            if let prev = lastIndex[ch], prev >= left {
                left = prev + 1
            }
            lastIndex[ch] = right
            best = max(best, right - left + 1)
        }
        return best
    }
    func isValid(_ s: String) -> Bool {
        let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
        var stack = [Character]()
        for ch in s {
            if let open = pairs[ch] {
                guard stack.popLast() == open else { return false }
            } else {
                stack.append(ch)
            }
        }
        return stack.isEmpty
    }
}
let sol = Solution()
print(["abcabcbb", "bbbbb", "pwwkew", "", "dvdf", "abba"].map(sol.lengthOfLongestSubstring))
print(["()", "()[]{}", "(]", "([)]", "{[]}", "((", ""].map(sol.isValid))

// expect: [3, 1, 3, 0, 3, 2]
// expect: [true, true, false, false, true, false, true]
