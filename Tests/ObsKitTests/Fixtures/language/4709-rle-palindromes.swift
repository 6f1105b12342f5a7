// App code style: string utilities: run-length encoding, palindromes, roman numerals, base conversions
func runLengthEncode(_ s: String) -> String {
    var out = ""
    var last: Character? = nil
    var run = 0
    for c in s {
        if c == last {
            run += 1
        } else {
            if let l = last { out += run > 1 ? "\(run)\(l)" : String(l) }
            last = c
            run = 1
        }
    }
    if let l = last { out += run > 1 ? "\(run)\(l)" : String(l) }
    return out
}

func runLengthDecode(_ s: String) -> String {
    var out = "", count = 0
    for c in s {
        if let d = c.wholeNumberValue {
            count = count * 10 + d
        } else {
            out += String(repeating: String(c), count: max(count, 1))
            count = 0
        }
    }
    return out
}

func longestPalindrome(_ s: String) -> String {
    let a = Array(s)
    guard a.count > 1 else { return s }
    var best = 0..<1
    func expand(_ l: Int, _ r: Int) {
        var l = l, r = r
        while l >= 0 && r < a.count && a[l] == a[r] { l -= 1; r += 1 }
        if r - l - 1 > best.count { best = (l + 1)..<r }
    }
    for i in a.indices {
        expand(i, i)
        expand(i, i + 1)
    }
    return String(a[best])
}

func countPalindromicSubstrings(_ s: String) -> Int {
    let a = Array(s)
    var total = 0
    for center in 0..<(2 * a.count) {
        var l = center / 2, r = l + center % 2
        while l >= 0 && r < a.count && a[l] == a[r] { total += 1; l -= 1; r += 1 }
    }
    return total
}

let romanTable: [(Int, String)] = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                                   (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
func toRoman(_ n: Int) -> String {
    var n = n, out = ""
    for (value, symbol) in romanTable {
        while n >= value { out += symbol; n -= value }
    }
    return out
}
func fromRoman(_ s: String) -> Int {
    let v: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]
    let digits = s.map { v[$0]! }
    var total = 0
    for (i, d) in digits.enumerated() {
        total += i + 1 < digits.count && d < digits[i + 1] ? -d : d
    }
    return total
}

func toBase(_ n: Int, _ base: Int) -> String {
    let symbols = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    if n == 0 { return "0" }
    var n = abs(n), out: [Character] = []
    while n > 0 { out.append(symbols[n % base]); n /= base }
    return String(out.reversed())
}

for s in ["aaabccddddde", "abc", "", "zzzzzzzzzzzz"] {
    let enc = runLengthEncode(s)
    print("'\(s)' -> '\(enc)' -> roundtrip \(runLengthDecode(enc) == s)")
}
print("longest palindrome:", longestPalindrome("babad"), longestPalindrome("cbbd"), longestPalindrome("forgeeksskeegfor"))
print("palindromic substrings:", countPalindromicSubstrings("abc"), countPalindromicSubstrings("aaa"), countPalindromicSubstrings("abba"))
let years = [1994, 2024, 3999, 4, 49]
print("roman:", years.map(toRoman))
print("back:", years.map(toRoman).map(fromRoman) == years, fromRoman("MCMXCIV"))
print("bases:", toBase(255, 16), toBase(255, 2), toBase(35, 36), toBase(0, 7), toBase(1_000_000, 36))
print("check:", String(255, radix: 16, uppercase: true), Int("zik0", radix: 36)!)

// expect: 'aaabccddddde' -> '3ab2c5de' -> roundtrip true
// expect: 'abc' -> 'abc' -> roundtrip true
// expect: '' -> '' -> roundtrip true
// expect: 'zzzzzzzzzzzz' -> '12z' -> roundtrip true
// expect: longest palindrome: bab bb geeksskeeg
// expect: palindromic substrings: 3 6 6
// expect: roman: ["MCMXCIV", "MMXXIV", "MMMCMXCIX", "IV", "XLIX"]
// expect: back: true 1994
// expect: bases: FF 11111111 Z 0 LFLS
// expect: check: FF 1657008
