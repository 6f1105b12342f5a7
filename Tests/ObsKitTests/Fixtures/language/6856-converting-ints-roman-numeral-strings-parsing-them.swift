// Swift book style (Roman numerals): converting Ints to Roman numeral strings and parsing them back by Character
let table: [(Int, String)] = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"),
    (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
    (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]

func roman(_ number: Int) -> String {
    var n = number
    var out = ""
    for (value, symbol) in table {
        while n >= value {
            out += symbol
            n -= value
        }
    }
    return out
}

func parseRoman(_ text: String) -> Int? {
    let values: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]
    var total = 0
    var previous = 0
    for ch in text.uppercased().reversed() {
        guard let v = values[ch] else { return nil }
        if v < previous {
            total -= v
        } else {
            total += v
            previous = v
        }
    }
    return total
}

for n in [1, 4, 9, 14, 40, 90, 400, 1987, 2024, 3999] {
    let r = roman(n)
    print(n, r, parseRoman(r) == n)
}
for s in ["mcmxciv", "XLII", "IIII", "ABC", ""] {
    print("\"\(s)\" ->", parseRoman(s).map(String.init) ?? "invalid")
}
let longest = (1...100).max { roman($0).count < roman($1).count }!
print("longest under 100:", longest, roman(longest))
let clock = (1...12).map(roman).joined(separator: " ")
print(clock)

// expect: 1 I true
// expect: 4 IV true
// expect: 9 IX true
// expect: 14 XIV true
// expect: 40 XL true
// expect: 90 XC true
// expect: 400 CD true
// expect: 1987 MCMLXXXVII true
// expect: 2024 MMXXIV true
// expect: 3999 MMMCMXCIX true
// expect: "mcmxciv" -> 1994
// expect: "XLII" -> 42
// expect: "IIII" -> 4
// expect: "ABC" -> invalid
// expect: "" -> 0
// expect: longest under 100: 88 LXXXVIII
// expect: I II III IV V VI VII VIII IX X XI XII
