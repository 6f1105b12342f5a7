// App code style: number formatting helpers — Roman numerals, grouping separators, ordinals, and compact counts
enum NumberFormat {
    private static let romanTable: [(value: Int, symbol: String)] = [
        (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
        (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
    ]

    static func roman(_ number: Int) -> String? {
        guard (1...3999).contains(number) else { return nil }
        var remaining = number
        var result = ""
        for (value, symbol) in romanTable {
            while remaining >= value {
                result += symbol
                remaining -= value
            }
        }
        return result
    }

    static func fromRoman(_ text: String) -> Int? {
        let values: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]
        var total = 0
        var previous = 0
        for ch in text.uppercased().reversed() {
            guard let v = values[ch] else { return nil }
            if v < previous { total -= v } else { total += v; previous = v }
        }
        return roman(total) == text.uppercased() ? total : nil
    }

    static func grouped(_ n: Int, separator: String = ",") -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += separator }
            out.append(ch)
        }
        return (n < 0 ? "-" : "") + out
    }

    static func ordinal(_ n: Int) -> String {
        let tens = n % 100
        let suffix: String
        switch (tens, n % 10) {
        case (11...13, _): suffix = "th"
        case (_, 1): suffix = "st"
        case (_, 2): suffix = "nd"
        case (_, 3): suffix = "rd"
        default: suffix = "th"
        }
        return "\(n)\(suffix)"
    }

    static func compact(_ n: Int) -> String {
        let units: [(Int, String)] = [(1_000_000_000, "B"), (1_000_000, "M"), (1_000, "K")]
        for (size, label) in units where n.magnitude >= size {
            let tenths = Int(n.magnitude) * 10 / size
            let whole = tenths / 10, frac = tenths % 10
            let body = (frac == 0 || whole >= 100) ? "\(whole)" : "\(whole).\(frac)"
            return (n < 0 ? "-" : "") + body + label
        }
        return String(n)
    }
}

for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999, 0, 4000] {
    print("\(n) -> \(NumberFormat.roman(n) ?? "n/a")")
}
for text in ["MCMXCIV", "xlii", "IIII", "MMXXV", "ABC"] {
    let parsed = NumberFormat.fromRoman(text).map(String.init) ?? "invalid"
    print("\(text) => \(parsed)")
}
print([0, 999, 1000, 1234567, -98765432, Int(Int32.max)].map { NumberFormat.grouped($0) }.joined(separator: " | "))
print(NumberFormat.grouped(1234567, separator: " "))
print((1...24).filter { $0 <= 4 || $0 >= 11 && $0 <= 13 || $0 >= 21 }.map(NumberFormat.ordinal).joined(separator: " "))
print([101, 111, 112, 1003].map(NumberFormat.ordinal))
print([999, 1000, 1050, 15300, 999_999, 1_250_000, 42_000_000, 7_900_000_000, -2500].map(NumberFormat.compact))

// expect: 1 -> I
// expect: 4 -> IV
// expect: 9 -> IX
// expect: 14 -> XIV
// expect: 40 -> XL
// expect: 90 -> XC
// expect: 400 -> CD
// expect: 1994 -> MCMXCIV
// expect: 2024 -> MMXXIV
// expect: 3999 -> MMMCMXCIX
// expect: 0 -> n/a
// expect: 4000 -> n/a
// expect: MCMXCIV => 1994
// expect: xlii => 42
// expect: IIII => invalid
// expect: MMXXV => 2025
// expect: ABC => invalid
// expect: 0 | 999 | 1,000 | 1,234,567 | -98,765,432 | 2,147,483,647
// expect: 1 234 567
// expect: 1st 2nd 3rd 4th 11th 12th 13th 21st 22nd 23rd 24th
// expect: ["101st", "111th", "112th", "1003rd"]
// expect: ["999", "1K", "1K", "15.3K", "999K", "1.2M", "42M", "7.9B", "-2.5K"]
