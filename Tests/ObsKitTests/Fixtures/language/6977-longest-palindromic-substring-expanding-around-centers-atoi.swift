// LeetCode style (string parsing): longest palindromic substring by expanding around centers, atoi with overflow clamping, roman numerals both ways, and run-length compression
class Solution {
    func longestPalindrome(_ s: String) -> String {
        let chars = Array(s)
        guard chars.count > 1 else { return s }
        var start = 0, maxLen = 1
        func expand(_ l: Int, _ r: Int) {
            var l = l, r = r
            while l >= 0 && r < chars.count && chars[l] == chars[r] { l -= 1; r += 1 }
            if r - l - 1 > maxLen { start = l + 1; maxLen = r - l - 1 }
        }
        for i in 0..<chars.count {
            expand(i, i)
            expand(i, i + 1)
        }
        return String(chars[start..<(start + maxLen)])
    }

    func myAtoi(_ s: String) -> Int {
        var chars = Array(s)[...]
        while chars.first == " " { chars = chars.dropFirst() }
        var sign = 1
        if let f = chars.first, f == "-" || f == "+" {
            sign = f == "-" ? -1 : 1
            chars = chars.dropFirst()
        }
        var result = 0
        for c in chars {
            guard let d = c.wholeNumberValue, c.isASCII else { break }
            result = result * 10 + d
            if result * sign > Int(Int32.max) { return Int(Int32.max) }
            if result * sign < Int(Int32.min) { return Int(Int32.min) }
        }
        return result * sign
    }

    func romanToInt(_ s: String) -> Int {
        let values: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]
        let nums = s.map { values[$0]! }
        var total = 0
        for (i, v) in nums.enumerated() {
            total += (i + 1 < nums.count && v < nums[i + 1]) ? -v : v
        }
        return total
    }

    func intToRoman(_ num: Int) -> String {
        let table = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                     (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
        var n = num, out = ""
        for (value, symbol) in table {
            while n >= value { out += symbol; n -= value }
        }
        return out
    }

    func compress(_ s: String) -> String {
        var out = ""
        var chars = Array(s), i = 0
        while i < chars.count {
            var j = i
            while j < chars.count && chars[j] == chars[i] { j += 1 }
            out.append(chars[i])
            if j - i > 1 { out += String(j - i) }
            i = j
        }
        chars.removeAll()
        return out
    }
}

let sol = Solution()
print(sol.longestPalindrome("babad"), sol.longestPalindrome("cbbd"), sol.longestPalindrome("a"), sol.longestPalindrome("forgeeksskeegfor"))
print(["42", "   -42", "4193 with words", "words 987", "-91283472332", "+1", "00000-42a1234"].map(sol.myAtoi))
print(sol.romanToInt("III"), sol.romanToInt("LVIII"), sol.romanToInt("MCMXCIV"))
print(sol.intToRoman(3749), sol.intToRoman(58), sol.intToRoman(1994))
print(sol.compress("aabcccccaaa"), sol.compress("abc"), sol.compress(""))

// expect: bab bb a geeksskeeg
// expect: [42, -42, 4193, 0, -2147483648, 1, 0]
// expect: 3 58 1994
// expect: MMMDCCXLIX LVIII MCMXCIV
// expect: a2bc5a3 abc 
