// Rosetta Code style (Roman numerals/Encode and Decode): array of (value, symbol) tuples, String(repeating:), reduce over Characters
let numerals: [(Int, String)] = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
    (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]

func toRoman(_ n: Int) -> String {
    var n = n
    var result = ""
    for (value, symbol) in numerals {
        result += String(repeating: symbol, count: n / value)
        n %= value
    }
    return result
}

func fromRoman(_ s: String) -> Int {
    let values: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]
    let digits = s.compactMap { values[$0] }
    return zip(digits, digits.dropFirst() + [0]).reduce(0) { acc, pair in
        pair.0 < pair.1 ? acc - pair.0 : acc + pair.0
    }
}

for n in [1990, 2008, 1666, 3999, 4, 14, 444] {
    let r = toRoman(n)
    print(n, r, fromRoman(r))
}
print((1...3999).allSatisfy { fromRoman(toRoman($0)) == $0 })
print("longest:", (1...3999).map(toRoman).max { $0.count < $1.count }!)

// expect: 1990 MCMXC 1990
// expect: 2008 MMVIII 2008
// expect: 1666 MDCLXVI 1666
// expect: 3999 MMMCMXCIX 3999
// expect: 4 IV 4
// expect: 14 XIV 14
// expect: 444 CDXLIV 444
// expect: true
// expect: longest: MMMDCCCLXXXVIII
