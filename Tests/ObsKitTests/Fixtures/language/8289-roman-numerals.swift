// LeetCode style: roman to integer with a [Character: Int] map and integer to roman greedily
class Solution {
    func romanToInt(_ s: String) -> Int {
        let values: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]
        let chars = Array(s)
        var total = 0
        for i in 0..<chars.count {
            let v = values[chars[i]]!
            if i + 1 < chars.count && v < values[chars[i + 1]]! {
                total -= v
            } else {
                total += v
            }
        }
        return total
    }

    func intToRoman(_ num: Int) -> String {
        let table: [(Int, String)] = [
            (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"),
            (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
            (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
        ]
        var num = num
        var result = ""
        for (value, symbol) in table {
            while num >= value {
                result += symbol
                num -= value
            }
        }
        return result
    }
}

let sol = Solution()
for s in ["III", "LVIII", "MCMXCIV", "IX", "MMXXIV"] {
    print(s, "=", sol.romanToInt(s))
}
for n in [3, 58, 1994, 3999, 444] {
    print(n, "=", sol.intToRoman(n))
}
let roundTrip = (1...3999).allSatisfy { sol.romanToInt(sol.intToRoman($0)) == $0 }
print("round trip ok: \(roundTrip)")
let longest = (1...3999).max { sol.intToRoman($0).count < sol.intToRoman($1).count }!
print("longest: \(longest) \(sol.intToRoman(longest))")

// expect: III = 3
// expect: LVIII = 58
// expect: MCMXCIV = 1994
// expect: IX = 9
// expect: MMXXIV = 2024
// expect: 3 = III
// expect: 58 = LVIII
// expect: 1994 = MCMXCIV
// expect: 3999 = MMMCMXCIX
// expect: 444 = CDXLIV
// expect: round trip ok: true
// expect: longest: 3888 MMMDCCCLXXXVIII
