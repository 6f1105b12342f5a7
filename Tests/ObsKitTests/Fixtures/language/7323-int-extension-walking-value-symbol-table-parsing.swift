// Exercism style (Roman Numerals): an Int extension walking a value/symbol table, and parsing back
extension Int {
    private static let romanTable: [(Int, String)] = [
        (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"),
        (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
        (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
    ]

    var toRomanNumeral: String {
        var remaining = self
        var result = ""
        for (value, symbol) in Int.romanTable {
            let times = remaining / value
            result += String(repeating: symbol, count: times)
            remaining -= times * value
        }
        return result
    }

    init(roman: String) {
        let values: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]
        let digits = roman.compactMap { values[$0] }
        var total = 0
        for (i, v) in digits.enumerated() {
            if i + 1 < digits.count && v < digits[i + 1] { total -= v } else { total += v }
        }
        self = total
    }
}

let numbers = [1, 2, 3, 4, 5, 6, 9, 16, 27, 48, 49, 59, 93, 141, 163, 402, 575, 911, 1024, 1990, 2024, 3000, 3999]
for n in numbers {
    let roman = n.toRomanNumeral
    let back = Int(roman: roman)
    print("\(n) = \(roman)\(back == n ? "" : " MISMATCH \(back)")")
}

// expect: 1 = I
// expect: 2 = II
// expect: 3 = III
// expect: 4 = IV
// expect: 5 = V
// expect: 6 = VI
// expect: 9 = IX
// expect: 16 = XVI
// expect: 27 = XXVII
// expect: 48 = XLVIII
// expect: 49 = XLIX
// expect: 59 = LIX
// expect: 93 = XCIII
// expect: 141 = CXLI
// expect: 163 = CLXIII
// expect: 402 = CDII
// expect: 575 = DLXXV
// expect: 911 = CMXI
// expect: 1024 = MXXIV
// expect: 1990 = MCMXC
// expect: 2024 = MMXXIV
// expect: 3000 = MMM
// expect: 3999 = MMMCMXCIX
