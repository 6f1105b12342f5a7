// Rosetta Code style: Roman numerals/Encode and Roman numerals/Decode
let romanTable: [(value: Int, symbol: String)] = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"),
    (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
    (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]

func toRoman(_ number: Int) -> String? {
    guard (1...3999).contains(number) else { return nil }
    var n = number
    var result = ""
    for (value, symbol) in romanTable {
        while n >= value {
            result += symbol
            n -= value
        }
    }
    return result
}

let symbolValues: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]

func fromRoman(_ text: String) -> Int? {
    var total = 0
    var previous = 0
    for ch in text.uppercased().reversed() {
        guard let v = symbolValues[ch] else { return nil }
        if v < previous {
            total -= v
        } else {
            total += v
            previous = v
        }
    }
    return total
}

for n in [1, 4, 9, 14, 40, 90, 400, 1666, 1990, 2008, 2024, 3999] {
    let r = toRoman(n)!
    let padded = String(repeating: " ", count: max(0, 5 - String(n).count)) + String(n)
    print("\(padded) -> \(r)")
}

print(toRoman(0) == nil ? "0 has no roman form" : "?")
print(toRoman(4000) ?? "4000 out of range")

for s in ["MCMXC", "mmviii", "MDCLXVI", "XLII", "IIII", "ABC"] {
    if let v = fromRoman(s) {
        print("\(s) = \(v)")
    } else {
        print("\(s) is not a roman numeral")
    }
}

// Round-trip check
let failures = (1...3999).filter { fromRoman(toRoman($0)!) != $0 }
print("round-trip failures:", failures.count)
let longest = (1...3999).max { toRoman($0)!.count < toRoman($1)!.count }!
print("longest numeral below 4000: \(longest) = \(toRoman(longest)!) (\(toRoman(longest)!.count) chars)")

// expect:     1 -> I
// expect:     4 -> IV
// expect:     9 -> IX
// expect:    14 -> XIV
// expect:    40 -> XL
// expect:    90 -> XC
// expect:   400 -> CD
// expect:  1666 -> MDCLXVI
// expect:  1990 -> MCMXC
// expect:  2008 -> MMVIII
// expect:  2024 -> MMXXIV
// expect:  3999 -> MMMCMXCIX
// expect: 0 has no roman form
// expect: 4000 out of range
// expect: MCMXC = 1990
// expect: mmviii = 2008
// expect: MDCLXVI = 1666
// expect: XLII = 42
// expect: IIII = 4
// expect: ABC is not a roman numeral
// expect: round-trip failures: 0
// expect: longest numeral below 4000: 3888 = MMMDCCCLXXXVIII (15 chars)
