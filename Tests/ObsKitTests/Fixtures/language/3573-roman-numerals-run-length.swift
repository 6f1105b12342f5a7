// App code style: Roman numerals and run-length encoding round trips with failable initializers
struct Roman: CustomStringConvertible {
    let value: Int
    static let table: [(Int, String)] = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                                         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    init?(_ v: Int) { guard (1...3999).contains(v) else { return nil }; value = v }
    init?(_ s: String) {
        let vals: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]
        var total = 0
        let digits = s.compactMap { vals[$0] }
        guard digits.count == s.count, !digits.isEmpty else { return nil }
        for (i, d) in digits.enumerated() {
            total += (i + 1 < digits.count && d < digits[i + 1]) ? -d : d
        }
        self.init(total)
    }
    var description: String {
        var n = value, out = ""
        for (v, sym) in Roman.table { while n >= v { out += sym; n -= v } }
        return out
    }
}

for n in [1994, 2024, 3999, 4, 0] {
    if let r = Roman(n) { print("\(n) -> \(r) -> \(Roman(r.description)!.value)") } else { print("\(n) -> invalid") }
}
print(["MCMXC", "XLII", "ABC", ""].map { Roman($0)?.value ?? -1 })

func rle(_ s: String) -> String {
    var out = "", prev: Character?, run = 0
    func flush() { if let p = prev { out += run > 1 ? "\(run)\(p)" : "\(p)" } }
    for c in s {
        if c == prev { run += 1 } else { flush(); prev = c; run = 1 }
    }
    flush()
    return out
}
func unrle(_ s: String) -> String {
    var out = "", num = 0
    for c in s {
        if let d = c.wholeNumberValue { num = num * 10 + d }
        else { out += String(repeating: String(c), count: max(num, 1)); num = 0 }
    }
    return out
}
for s in ["aaabccddddd", "abc", "zzzzzzzzzzzz", "", "aabbaa"] {
    let e = rle(s)
    print("'\(s)' -> '\(e)' -> ok=\(unrle(e) == s)")
}
// expect: 1994 -> MCMXCIV -> 1994
// expect: 2024 -> MMXXIV -> 2024
// expect: 3999 -> MMMCMXCIX -> 3999
// expect: 4 -> IV -> 4
// expect: 0 -> invalid
// expect: [1990, 42, -1, -1]
// expect: 'aaabccddddd' -> '3ab2c5d' -> ok=true
// expect: 'abc' -> 'abc' -> ok=true
// expect: 'zzzzzzzzzzzz' -> '12z' -> ok=true
// expect: '' -> '' -> ok=true
// expect: 'aabbaa' -> '2a2b2a' -> ok=true
