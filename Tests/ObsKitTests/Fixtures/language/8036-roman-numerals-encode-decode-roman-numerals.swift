// Rosetta Code style (Roman numerals): encode and decode Roman numerals with extensions and failable init
let romanTable: [(value: Int, symbol: String)] = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
    (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]
extension Int {
    var roman: String {
        var n = self
        var out = ""
        for (value, symbol) in romanTable {
            while n >= value { out += symbol; n -= value }
        }
        return out
    }
    init?(roman: String) {
        let values: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]
        var total = 0
        var prev = 0
        for ch in roman.reversed() {
            guard let v = values[ch] else { return nil }
            if v < prev { total -= v } else { total += v; prev = v }
        }
        self = total
    }
}
for n in [1990, 2008, 1666, 4, 3999, 2024] {
    print("\(n) -> \(n.roman)")
}
for s in ["MCMXC", "MMVIII", "MDCLXVI", "XLII", "ABC"] {
    if let v = Int(roman: s) { print("\(s) = \(v)") } else { print("\(s) is not valid") }
}
let roundTrip = (1...2000).allSatisfy { Int(roman: $0.roman) == $0 }
print("round trip ok: \(roundTrip)")
let longest = (1...100).max { $0.roman.count < $1.roman.count }!
print("longest under 100: \(longest) \(longest.roman)")
// expect: 1990 -> MCMXC
// expect: 2008 -> MMVIII
// expect: 1666 -> MDCLXVI
// expect: 4 -> IV
// expect: 3999 -> MMMCMXCIX
// expect: 2024 -> MMXXIV
// expect: MCMXC = 1990
// expect: MMVIII = 2008
// expect: MDCLXVI = 1666
// expect: XLII = 42
// expect: ABC is not valid
// expect: round trip ok: true
// expect: longest under 100: 88 LXXXVIII
