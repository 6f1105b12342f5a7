// App code style: roman numerals both ways and English ordinal suffixes for ranking labels
let romanTable: [(Int, String)] = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
    (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]

func toRoman(_ n: Int) -> String {
    guard n > 0 && n < 4000 else { return "?" }
    var rest = n
    var out = ""
    for (value, symbol) in romanTable {
        while rest >= value {
            out += symbol
            rest -= value
        }
    }
    return out
}

func fromRoman(_ s: String) -> Int? {
    func value(_ c: Character) -> Int? {
        switch c.uppercased() {
        case "I": return 1
        case "V": return 5
        case "X": return 10
        case "L": return 50
        case "C": return 100
        case "D": return 500
        case "M": return 1000
        default: return nil
        }
    }
    var total = 0
    var prev = 0
    for c in s.reversed() {
        guard let v = value(c) else { return nil }
        if v < prev { total -= v } else { total += v; prev = v }
    }
    return toRoman(total) == s.uppercased() ? total : nil
}

func ordinal(_ n: Int) -> String {
    let tens = (n / 10) % 10
    let suffix: String
    if tens == 1 {
        suffix = "th"
    } else {
        switch n % 10 {
        case 1: suffix = "st"
        case 2: suffix = "nd"
        case 3: suffix = "rd"
        default: suffix = "th"
        }
    }
    return "\(n)\(suffix)"
}

for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999, 0] {
    let r = toRoman(n)
    print("\(n) -> \(r) -> \(fromRoman(r).map(String.init) ?? "invalid")")
}
for s in ["mcmxciv", "IIII", "IC", "XLII", "ABC", ""] {
    print("'\(s)' parses to \(String(describing: fromRoman(s)))")
}
let places = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112, 1002]
print(places.map(ordinal).joined(separator: " "))
let racers = [("Mia", 5123), ("Lee", 4988), ("Ola", 5123), ("Kai", 5301)]
let ranked = racers.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
for (i, r) in ranked.enumerated() {
    let secs = r.1 / 100, hund = r.1 % 100
    let place = ordinal(i + 1)
    print(place + String(repeating: " ", count: 5 - place.count) + r.0 + "  \(secs).\(hund < 10 ? "0" : "")\(hund)s  (" + toRoman(i + 1) + ")")
}
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
// expect: 0 -> ? -> invalid
// expect: 'mcmxciv' parses to Optional(1994)
// expect: 'IIII' parses to nil
// expect: 'IC' parses to nil
// expect: 'XLII' parses to Optional(42)
// expect: 'ABC' parses to nil
// expect: '' parses to nil
// expect: 1st 2nd 3rd 4th 11th 12th 13th 21st 22nd 23rd 101st 111th 112th 1002nd
// expect: 1st  Lee  49.88s  (I)
// expect: 2nd  Mia  51.23s  (II)
// expect: 3rd  Ola  51.23s  (III)
// expect: 4th  Kai  53.01s  (IV)
