// LeetCode style: palindromes with two pointers on Array(s): valid palindrome, valid palindrome II, longest palindrome
class Solution {
    func isPalindrome(_ s: String) -> Bool {
        let chars = Array(s.lowercased())
        var l = 0, r = chars.count - 1
        while l < r {
            if !chars[l].isLetter && !chars[l].isNumber { l += 1; continue }
            if !chars[r].isLetter && !chars[r].isNumber { r -= 1; continue }
            if chars[l] != chars[r] { return false }
            l += 1
            r -= 1
        }
        return true
    }

    func validPalindrome(_ s: String) -> Bool {
        let c = Array(s)
        func check(_ i: Int, _ j: Int) -> Bool {
            var i = i, j = j
            while i < j {
                if c[i] != c[j] { return false }
                i += 1; j -= 1
            }
            return true
        }
        var i = 0, j = c.count - 1
        while i < j {
            if c[i] != c[j] { return check(i + 1, j) || check(i, j - 1) }
            i += 1; j -= 1
        }
        return true
    }

    func longestPalindrome(_ s: String) -> String {
        let chars = Array(s)
        guard chars.count > 1 else { return s }
        var start = 0, maxLen = 1
        func expand(_ left: Int, _ right: Int) {
            var l = left, r = right
            while l >= 0 && r < chars.count && chars[l] == chars[r] {
                l -= 1; r += 1
            }
            if r - l - 1 > maxLen {
                start = l + 1
                maxLen = r - l - 1
            }
        }
        for i in 0..<chars.count {
            expand(i, i)
            expand(i, i + 1)
        }
        return String(chars[start..<(start + maxLen)])
    }
}

let sol = Solution()
print(sol.isPalindrome("A man, a plan, a canal: Panama"))
print(sol.isPalindrome("race a car"))
print(sol.isPalindrome(" "))
print(sol.isPalindrome("0P"))
print(sol.validPalindrome("aba"), sol.validPalindrome("abca"), sol.validPalindrome("abc"))
for s in ["babad", "cbbd", "a", "forgeeksskeegfor", "abacdfgdcaba"] {
    print(s, "->", sol.longestPalindrome(s))
}

// expect: true
// expect: false
// expect: true
// expect: false
// expect: true true false
// expect: babad -> bab
// expect: cbbd -> bb
// expect: a -> a
// expect: forgeeksskeegfor -> geeksskeeg
// expect: abacdfgdcaba -> aba
