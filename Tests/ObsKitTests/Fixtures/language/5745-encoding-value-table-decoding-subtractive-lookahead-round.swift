// Rosetta Code style (Roman numerals): encoding with a value table and decoding with subtractive lookahead, round-tripped
let numeralTable: [(value: Int, symbol: String)] = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"),
    (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
    (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")
]

func toRoman(_ number: Int) -> String {
    var remaining = number
    var out = ""
    for (value, symbol) in numeralTable {
        while remaining >= value {
            out += symbol
            remaining -= value
        }
    }
    return out
}

func fromRoman(_ text: String) -> Int? {
    let values: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]
    var total = 0
    let chars = Array(text.uppercased())
    for (i, ch) in chars.enumerated() {
        guard let v = values[ch] else { return nil }
        if i + 1 < chars.count, let next = values[chars[i + 1]], next > v {
            total -= v
        } else {
            total += v
        }
    }
    return total
}

for n in [1, 4, 9, 14, 40, 90, 400, 1666, 1990, 2024, 3999] {
    print(n, toRoman(n))
}
for s in ["mcmxc", "MMVIII", "XLII", "ABC", "MDCLXVI"] {
    if let v = fromRoman(s) {
        print(s, "=", v)
    } else {
        print(s, "is not a numeral")
    }
}
let ok = (1...500).allSatisfy { fromRoman(toRoman($0)) == $0 }
print("round trip 1...500:", ok)

// expect: 1 I
// expect: 4 IV
// expect: 9 IX
// expect: 14 XIV
// expect: 40 XL
// expect: 90 XC
// expect: 400 CD
// expect: 1666 MDCLXVI
// expect: 1990 MCMXC
// expect: 2024 MMXXIV
// expect: 3999 MMMCMXCIX
// expect: mcmxc = 1990
// expect: MMVIII = 2008
// expect: XLII = 42
// expect: ABC is not a numeral
// expect: MDCLXVI = 1666
// expect: round trip 1...500: true
