// Rosetta Code style (Roman numerals): encode/decode with a table of tuples, reduce(into:) and round-trip checks
let romanTable: [(value: Int, symbol: String)] = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
    (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]

func toRoman(_ n: Int) -> String {
    var n = n
    return romanTable.reduce(into: "") { out, pair in
        while n >= pair.value {
            out += pair.symbol
            n -= pair.value
        }
    }
}

func fromRoman(_ s: String) -> Int? {
    let values: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]
    var total = 0
    var previous = 0
    for ch in s.uppercased().reversed() {
        guard let v = values[ch] else { return nil }
        if v < previous { total -= v } else { total += v; previous = v }
    }
    return total
}

for n in [1, 4, 9, 14, 40, 90, 400, 1666, 1990, 2008, 2024, 3999] {
    let r = toRoman(n)
    print(n, r, fromRoman(r) == n ? "ok" : "MISMATCH")
}
print(fromRoman("mcmxcix") as Any, fromRoman("ABC") as Any, fromRoman("") as Any)
let allRoundTrip = (1...3999).allSatisfy { fromRoman(toRoman($0)) == $0 }
print("round trip 1...3999:", allRoundTrip)
let longest = (1...3999).max { toRoman($0).count < toRoman($1).count }!
print("longest:", longest, toRoman(longest), toRoman(longest).count)
let symbolUse = (1...100).map(toRoman).joined().reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
print(symbolUse.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })

// expect: 1 I ok
// expect: 4 IV ok
// expect: 9 IX ok
// expect: 14 XIV ok
// expect: 40 XL ok
// expect: 90 XC ok
// expect: 400 CD ok
// expect: 1666 MDCLXVI ok
// expect: 1990 MCMXC ok
// expect: 2008 MMVIII ok
// expect: 2024 MMXXIV ok
// expect: 3999 MMMCMXCIX ok
// expect: Optional(1999) nil Optional(0)
// expect: round trip 1...3999: true
// expect: longest: 3888 MMMDCCCLXXXVIII 15
// expect: ["C:11", "I:140", "L:50", "V:50", "X:150"]
