// Compiler test style: roman numeral conversion both ways using switch on ranges and character pairs
func toRoman(_ n: Int) -> String {
    switch n {
    case 1000...: return "M" + toRoman(n - 1000)
    case 900..<1000: return "CM" + toRoman(n - 900)
    case 500..<900: return "D" + toRoman(n - 500)
    case 400..<500: return "CD" + toRoman(n - 400)
    case 100..<400: return "C" + toRoman(n - 100)
    case 90..<100: return "XC" + toRoman(n - 90)
    case 50..<90: return "L" + toRoman(n - 50)
    case 40..<50: return "XL" + toRoman(n - 40)
    case 10..<40: return "X" + toRoman(n - 10)
    case 9: return "IX"
    case 5..<9: return "V" + toRoman(n - 5)
    case 4: return "IV"
    case 1..<4: return "I" + toRoman(n - 1)
    default: return ""
    }
}

func value(_ c: Character) -> Int? {
    switch c {
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

func fromRoman(_ s: String) -> Int? {
    let chars = Array(s)
    var total = 0
    var i = 0
    while i < chars.count {
        let pair = (chars[i], i + 1 < chars.count ? chars[i + 1] : nil)
        switch pair {
        case ("I", "V"?), ("I", "X"?), ("X", "L"?), ("X", "C"?), ("C", "D"?), ("C", "M"?):
            total += value(pair.1!)! - value(pair.0)!
            i += 2
        case (let c, _):
            guard let v = value(c) else { return nil }
            total += v
            i += 1
        }
    }
    return total
}

for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999] {
    let r = toRoman(n)
    print("\(n) -> \(r) -> \(fromRoman(r)!)")
}

for s in ["MMXXV", "XLII", "ABC", "", "MCMXC"] {
    switch fromRoman(s) {
    case nil: print("'\(s)' invalid")
    case 0?: print("'\(s)' is zero")
    case let v?: print("'\(s)' = \(v)")
    }
}

var roundTrips = 0
for n in 1...500 where fromRoman(toRoman(n)) == n {
    roundTrips += 1
}
print("round trips ok: \(roundTrips)/500")
let longest = (1...500).max { toRoman($0).count < toRoman($1).count }!
print("longest under 500: \(longest) = \(toRoman(longest))")

// Expected output:
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
// expect: 'MMXXV' = 2025
// expect: 'XLII' = 42
// expect: 'ABC' invalid
// expect: '' is zero
// expect: 'MCMXC' = 1990
// expect: round trips ok: 500/500
// expect: longest under 500: 388 = CCCLXXXVIII
