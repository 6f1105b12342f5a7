// Roman numeral conversion both ways, with a failable initializer and validation via round trip
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct RomanNumeral: CustomStringConvertible, Comparable {
    let value: Int

    private static let table: [(Int, String)] = [
        (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"),
        (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
        (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
    ]

    private static let symbolValues: [Character: Int] = [
        "I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000,
    ]

    init?(_ value: Int) {
        guard (1...3999).contains(value) else { return nil }
        self.value = value
    }

    init?(_ string: String) {
        let chars = Array(string.uppercased())
        guard !chars.isEmpty else { return nil }
        var total = 0
        for (i, c) in chars.enumerated() {
            guard let v = Self.symbolValues[c] else { return nil }
            if i + 1 < chars.count, let next = Self.symbolValues[chars[i + 1]], next > v {
                total -= v
            } else {
                total += v
            }
        }
        guard let candidate = RomanNumeral(total), candidate.description == string.uppercased() else {
            return nil
        }
        self = candidate
    }

    var description: String {
        var remaining = value
        var result = ""
        for (amount, symbol) in Self.table {
            while remaining >= amount {
                result += symbol
                remaining -= amount
            }
        }
        return result
    }

    static func < (lhs: RomanNumeral, rhs: RomanNumeral) -> Bool { lhs.value < rhs.value }
}

for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999] {
    print(n, "->", RomanNumeral(n)!)
}
print(RomanNumeral(0) == nil, RomanNumeral(4000) == nil)

for s in ["MCMXCIV", "mmxxiv", "IIII", "IC", "XLII", "ABC", ""] {
    if let r = RomanNumeral(s) {
        print("\(s) = \(r.value)")
    } else {
        print("\(s) is invalid")
    }
}
let sorted = ["X", "III", "MM", "XL", "IX"].compactMap(RomanNumeral.init).sorted()
print(sorted.map(\.description), sorted.map(\.value).reduce(0, +))
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
// expect: true true
// expect: MCMXCIV = 1994
// expect: mmxxiv = 2024
// expect: IIII is invalid
// expect: IC is invalid
// expect: XLII = 42
// expect: ABC is invalid
// expect:  is invalid
// expect: ["III", "IX", "X", "XL", "MM"] 2062
