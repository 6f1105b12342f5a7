// Hacking with Swift style (number words): NumberFormatter .spellOut and .ordinal with en_US_POSIX next to a hand-written Roman numeral converter
import Foundation

let speller = NumberFormatter()
speller.locale = Locale(identifier: "en_US_POSIX")
speller.numberStyle = .spellOut

let ordinal = NumberFormatter()
ordinal.locale = Locale(identifier: "en_US_POSIX")
ordinal.numberStyle = .ordinal

func roman(_ n: Int) -> String {
    let table: [(Int, String)] = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                                  (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    var rest = n
    var out = ""
    for (value, symbol) in table {
        while rest >= value { out += symbol; rest -= value }
    }
    return out
}

func fromRoman(_ s: String) -> Int {
    let values: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]
    var total = 0
    var previous = 0
    for ch in s.uppercased().reversed() {
        let v = values[ch] ?? 0
        total += v < previous ? -v : v
        previous = max(previous, v)
    }
    return total
}

for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999] {
    let words = speller.string(from: NSNumber(value: n))!
    print(String(format: "%4d", n), roman(n).padding(toLength: 12, withPad: " ", startingAt: 0), words)
}
print((1...5).map { ordinal.string(from: NSNumber(value: $0))! }.joined(separator: " "))
print([11, 12, 13, 21, 22, 101, 111].map { ordinal.string(from: NSNumber(value: $0))! })
print(["XIV", "mcmxcix", "MMXXIV", "iv"].map { "\($0)=\(fromRoman($0))" }.joined(separator: ", "))
print(speller.string(from: 3.5)!, "|", speller.string(from: -12)!)
let check = (1...3999).allSatisfy { fromRoman(roman($0)) == $0 }
print("round trip ok:", check)

// expect:    1 I            one
// expect:    4 IV           four
// expect:    9 IX           nine
// expect:   14 XIV          fourteen
// expect:   40 XL           forty
// expect:   90 XC           ninety
// expect:  400 CD           four hundred
// expect: 1994 MCMXCIV      one thousand nine hundred ninety-four
// expect: 2024 MMXXIV       two thousand twenty-four
// expect: 3999 MMMCMXCIX    three thousand nine hundred ninety-nine
// expect: 1st 2nd 3rd 4th 5th
// expect: ["11th", "12th", "13th", "21st", "22nd", "101st", "111th"]
// expect: XIV=14, mcmxcix=1999, MMXXIV=2024, iv=4
// expect: three point five | minus twelve
// expect: round trip ok: true
