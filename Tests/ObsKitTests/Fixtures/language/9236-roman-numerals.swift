// roman-numerals
// expected output: swiftc 6.3.1 (Linux), run on this machine

enum RomanError: Error, Equatable {
    case outOfRange(Int)
    case invalidCharacter(Character)
    case malformed(String)
}

let table: [(Int, String)] = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
    (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]

func toRoman(_ n: Int) throws -> String {
    guard (1...3999).contains(n) else { throw RomanError.outOfRange(n) }
    var n = n, out = ""
    for (value, symbol) in table {
        while n >= value { out += symbol; n -= value }
    }
    return out
}

func fromRoman(_ s: String) throws -> Int {
    let values: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]
    var total = 0
    var prev = 0
    for ch in s.uppercased().reversed() {
        guard let v = values[ch] else { throw RomanError.invalidCharacter(ch) }
        if v < prev { total -= v } else { total += v; prev = v }
    }
    guard total > 0, try toRoman(total) == s.uppercased() else { throw RomanError.malformed(s) }
    return total
}

for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999] {
    print(n, try! toRoman(n))
}
for s in ["XLII", "mcmlxxxiv", "IIII", "IC", "ABC", "MMMCMXCIX", ""] {
    do {
        print(s, "=", try fromRoman(s))
    } catch let e as RomanError {
        print(s, "error:", e)
    } catch {
        print("unexpected")
    }
}
for bad in [0, -3, 4000] {
    if case .failure(let e) = Result(catching: { try toRoman(bad) }) { print(e) }
}
let roundTrip = (1...3999).allSatisfy { (try? fromRoman(try toRoman($0))) == $0 }
print("round trip ok:", roundTrip)
let longest = try (1...3999).max { try toRoman($0).count < toRoman($1).count }!
print("longest:", longest, try toRoman(longest), try toRoman(longest).count)
let years = [1066, 1492, 1776, 1969]
print(try years.map(toRoman).joined(separator: " "))
let total = try ["X", "XX", "XXX"].map(fromRoman).reduce(0, +)
print(total, try toRoman(total))

// expect: 1 I
// expect: 4 IV
// expect: 9 IX
// expect: 14 XIV
// expect: 40 XL
// expect: 90 XC
// expect: 400 CD
// expect: 1994 MCMXCIV
// expect: 2024 MMXXIV
// expect: 3999 MMMCMXCIX
// expect: XLII = 42
// expect: mcmlxxxiv = 1984
// expect: IIII error: malformed("IIII")
// expect: IC error: malformed("IC")
// expect: ABC error: invalidCharacter("B")
// expect: MMMCMXCIX = 3999
// expect:  error: malformed("")
// expect: outOfRange(0)
// expect: outOfRange(-3)
// expect: outOfRange(4000)
// expect: round trip ok: true
// expect: longest: 3888 MMMDCCCLXXXVIII 15
// expect: MLXVI MCDXCII MDCCLXXVI MCMLXIX
// expect: 60 LX
