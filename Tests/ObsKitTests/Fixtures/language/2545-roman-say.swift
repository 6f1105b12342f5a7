// Puzzle style: Exercism roman numerals both ways and spelling numbers in English words
let romanTable: [(value: Int, symbol: String)] = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
    (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]

func toRoman(_ number: Int) -> String {
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

let letterValues: [Character: Int] = Dictionary(uniqueKeysWithValues: zip("IVXLCDM", [1, 5, 10, 50, 100, 500, 1000]))

func fromRoman(_ text: String) -> Int? {
    let values = text.map { letterValues[$0] }
    guard !values.contains(where: { $0 == nil }) else { return nil }
    let digits = values.compactMap { $0 }
    return digits.indices.reduce(0) { total, i in
        i + 1 < digits.count && digits[i] < digits[i + 1] ? total - digits[i] : total + digits[i]
    }
}

let small = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
             "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
let scales: [(Int, String)] = [(1_000_000_000, "billion"), (1_000_000, "million"), (1000, "thousand"), (100, "hundred")]

func say(_ n: Int) -> String {
    if n < 0 { return "minus " + say(-n) }
    if n < 20 { return small[n] }
    if n < 100 { return tens[n / 10] + (n % 10 == 0 ? "" : "-" + small[n % 10]) }
    for (scale, word) in scales where n >= scale {
        let rest = n % scale
        return say(n / scale) + " " + word + (rest == 0 ? "" : " " + say(rest))
    }
    return "?"
}

for year in [1994, 2024, 3999, 444, 1666, 9] {
    let roman = toRoman(year)
    print("\(year) -> \(roman) -> \(fromRoman(roman) ?? -1)")
}
print("Invalid numeral: \(String(describing: fromRoman("MXQ"))), lowercase: \(fromRoman("xiv") as Any)")
let longest = (1..<4000).max { toRoman($0).count < toRoman($1).count }!
print("Longest numeral below 4000: \(longest) = \(toRoman(longest)) (\(toRoman(longest).count) chars)")

for n in [0, 14, 50, 98, 100, 123, 1_002, 987_654_321, -42] {
    print("\(n): \(say(n))")
}
let letterCount = (1...1000).map { say($0).filter(\.isLetter).count }.reduce(0, +)
print("Letters used writing 1...1000 (no 'and'): \(letterCount)")
// expect: 1994 -> MCMXCIV -> 1994
// expect: 2024 -> MMXXIV -> 2024
// expect: 3999 -> MMMCMXCIX -> 3999
// expect: 444 -> CDXLIV -> 444
// expect: 1666 -> MDCLXVI -> 1666
// expect: 9 -> IX -> 9
// expect: Invalid numeral: nil, lowercase: nil
// expect: Longest numeral below 4000: 3888 = MMMDCCCLXXXVIII (15 chars)
// expect: 0: zero
// expect: 14: fourteen
// expect: 50: fifty
// expect: 98: ninety-eight
// expect: 100: one hundred
// expect: 123: one hundred twenty-three
// expect: 1002: one thousand two
// expect: 987654321: nine hundred eighty-seven million six hundred fifty-four thousand three hundred twenty-one
// expect: -42: minus forty-two
// expect: Letters used writing 1...1000 (no 'and'): 18451
