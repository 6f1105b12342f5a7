// LeetCode style: myAtoi with whitespace/sign handling and Int32 overflow clamping, plus reverse integer
class Solution {
    func myAtoi(_ s: String) -> Int {
        let chars = Array(s)
        var i = 0
        while i < chars.count && chars[i] == " " { i += 1 }
        var sign = 1
        if i < chars.count && (chars[i] == "+" || chars[i] == "-") {
            sign = chars[i] == "-" ? -1 : 1
            i += 1
        }
        var result = 0
        while i < chars.count, let digit = chars[i].wholeNumberValue, chars[i].isASCII {
            result = result * 10 + digit
            if sign * result > Int(Int32.max) { return Int(Int32.max) }
            if sign * result < Int(Int32.min) { return Int(Int32.min) }
            i += 1
        }
        return sign * result
    }

    func reverse(_ x: Int) -> Int {
        var x = x
        var rev = 0
        while x != 0 {
            rev = rev * 10 + x % 10
            x /= 10
        }
        return rev > Int32.max || rev < Int32.min ? 0 : rev
    }

    func atoiScalars(_ s: String) -> Int32 {
        var value: Int32 = 0
        for scalar in s.unicodeScalars {
            guard scalar.value >= 48 && scalar.value <= 57 else { break }
            let (m, o1) = value.multipliedReportingOverflow(by: 10)
            let (a, o2) = m.addingReportingOverflow(Int32(scalar.value - 48))
            if o1 || o2 { return Int32.max }
            value = a
        }
        return value
    }
}

let sol = Solution()
let inputs = ["42", "   -42", "4193 with words", "words and 987", "-91283472332", "+1", "+-12", "00000-42a1234", "2147483648", "  0000000000012345678", ""]
for s in inputs {
    print("\"\(s)\" -> \(sol.myAtoi(s))")
}
print(sol.reverse(123), sol.reverse(-120), sol.reverse(1534236469))
print(sol.atoiScalars("12345x"), sol.atoiScalars("99999999999"))

// expect: "42" -> 42
// expect: "   -42" -> -42
// expect: "4193 with words" -> 4193
// expect: "words and 987" -> 0
// expect: "-91283472332" -> -2147483648
// expect: "+1" -> 1
// expect: "+-12" -> 0
// expect: "00000-42a1234" -> 0
// expect: "2147483648" -> 2147483647
// expect: "  0000000000012345678" -> 12345678
// expect: "" -> 0
// expect: 321 -21 0
// expect: 12345 2147483647
