// Rosetta-style task: Number names (spell out integers in English) with recursion over scales
let small = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
             "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
let scales: [(value: Int, name: String)] = [(1_000_000_000, "billion"), (1_000_000, "million"), (1_000, "thousand")]

func spell(_ n: Int) -> String {
    if n < 0 { return "minus " + spell(-n) }
    switch n {
    case 0..<20:
        return small[n]
    case 20..<100:
        let rest = n % 10
        return tens[n / 10] + (rest > 0 ? "-" + small[rest] : "")
    case 100..<1000:
        let rest = n % 100
        return small[n / 100] + " hundred" + (rest > 0 ? " and " + spell(rest) : "")
    default:
        for (value, name) in scales where n >= value {
            let rest = n % value
            var words = spell(n / value) + " " + name
            if rest > 0 {
                words += (rest < 100 ? " and " : ", ") + spell(rest)
            }
            return words
        }
        return "?"
    }
}

for n in [0, 7, 13, 42, 100, 115, 999, 1_001, 20_020, 123_456, -45, 1_000_000, 2_147_483_647] {
    print("\(n): \(spell(n))")
}
let letterCount = (1...1000).map { spell($0).filter(\.isLetter).count }.reduce(0, +)
print("Letters used writing 1 to 1000: \(letterCount)")

// expect: 0: zero
// expect: 7: seven
// expect: 13: thirteen
// expect: 42: forty-two
// expect: 100: one hundred
// expect: 115: one hundred and fifteen
// expect: 999: nine hundred and ninety-nine
// expect: 1001: one thousand and one
// expect: 20020: twenty thousand and twenty
// expect: 123456: one hundred and twenty-three thousand, four hundred and fifty-six
// expect: -45: minus forty-five
// expect: 1000000: one million
// expect: 2147483647: two billion, one hundred and forty-seven million, four hundred and eighty-three thousand, six hundred and forty-seven
// expect: Letters used writing 1 to 1000: 21124
