// Kata style (roman numerals): table-driven conversion both ways with validation by round trip
let table: [(value: Int, symbol: String)] = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
    (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]

func toRoman(_ number: Int) -> String {
    var rest = number
    var result = ""
    for (value, symbol) in table {
        while rest >= value {
            result += symbol
            rest -= value
        }
    }
    return result
}

let letterValues: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]

func fromRoman(_ text: String) -> Int? {
    let values = text.uppercased().compactMap { letterValues[$0] }
    guard values.count == text.count, !values.isEmpty else { return nil }
    var total = 0
    for (i, v) in values.enumerated() {
        if i + 1 < values.count && v < values[i + 1] { total -= v } else { total += v }
    }
    return toRoman(total) == text.uppercased() ? total : nil
}

for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999] {
    let roman = toRoman(n)
    print("\(n) -> \(roman) -> \(fromRoman(roman)!)")
}
for text in ["mcmxc", "IIII", "IC", "XLII", "ABC", ""] {
    if let value = fromRoman(text) {
        print("\"\(text)\" = \(value)")
    } else {
        print("\"\(text)\" is not canonical")
    }
}
let longest = (1..<4000).max { toRoman($0).count < toRoman($1).count }!
print("Longest numeral below 4000: \(longest) = \(toRoman(longest)) (\(toRoman(longest).count) chars)")
let totalChars = (1...100).map { toRoman($0).count }.reduce(0, +)
print("Characters to write 1...100: \(totalChars)")

// expect: 1 -> I -> 1
// expect: 4 -> IV -> 4
// expect: 9 -> IX -> 9
// expect: 14 -> XIV -> 14
// expect: 40 -> XL -> 40
// expect: 90 -> XC -> 90
// expect: 400 -> CD -> 400
// expect: 1994 -> MCMXCIV -> 1994
// expect: 2024 -> MMXXIV -> 2024
// expect: 3999 -> MMMCMXCIX -> 3999
// expect: "mcmxc" = 1990
// expect: "IIII" is not canonical
// expect: "IC" is not canonical
// expect: "XLII" = 42
// expect: "ABC" is not canonical
// expect: "" is not canonical
// expect: Longest numeral below 4000: 3888 = MMMDCCCLXXXVIII (15 chars)
// expect: Characters to write 1...100: 401
