// Rosetta-style task: Roman numerals encode and decode, with a throwing decoder
enum RomanError: Error {
    case invalidCharacter(Character)
    case outOfRange(Int)
}

let romanTable: [(value: Int, symbol: String)] = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"),
    (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
    (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]

func toRoman(_ number: Int) throws -> String {
    guard (1...3999).contains(number) else { throw RomanError.outOfRange(number) }
    var n = number
    var result = ""
    for (value, symbol) in romanTable {
        while n >= value {
            result += symbol
            n -= value
        }
    }
    return result
}

func fromRoman(_ roman: String) throws -> Int {
    let values: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]
    var total = 0
    var previous = 0
    for ch in roman.uppercased().reversed() {
        guard let v = values[ch] else { throw RomanError.invalidCharacter(ch) }
        if v < previous {
            total -= v
        } else {
            total += v
            previous = v
        }
    }
    return total
}

for n in [1990, 2008, 1666, 4, 3999, 14] {
    let r = try! toRoman(n)
    print("\(n) -> \(r) -> \(try! fromRoman(r))")
}

for input in ["MCMXC", "mmxxiv", "XIZ"] {
    do {
        print("\(input) = \(try fromRoman(input))")
    } catch RomanError.invalidCharacter(let c) {
        print("\(input): invalid character '\(c)'")
    }
}

do {
    _ = try toRoman(0)
} catch {
    print("Error: \(error)")
}

let roundTrip = (1...3999).allSatisfy { (try? fromRoman(try toRoman($0))) == $0 }
print("Round trip 1...3999: \(roundTrip)")

// expect: 1990 -> MCMXC -> 1990
// expect: 2008 -> MMVIII -> 2008
// expect: 1666 -> MDCLXVI -> 1666
// expect: 4 -> IV -> 4
// expect: 3999 -> MMMCMXCIX -> 3999
// expect: 14 -> XIV -> 14
// expect: MCMXC = 1990
// expect: mmxxiv = 2024
// expect: XIZ: invalid character 'Z'
// expect: Error: outOfRange(0)
// expect: Round trip 1...3999: true
