// Swift book style (number to words): spelling out integers in English with string building and hyphenation
let ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
let scales = [(1_000_000_000, "billion"), (1_000_000, "million"), (1_000, "thousand")]

func belowThousand(_ n: Int) -> String {
    var parts: [String] = []
    var rest = n
    if rest >= 100 {
        parts.append(ones[rest / 100] + " hundred")
        rest %= 100
    }
    if rest >= 20 {
        var t = tens[rest / 10]
        if rest % 10 != 0 { t += "-" + ones[rest % 10] }
        parts.append(t)
    } else if rest > 0 {
        parts.append(ones[rest])
    }
    return parts.joined(separator: " and ")
}

func spell(_ number: Int) -> String {
    if number == 0 { return "zero" }
    if number < 0 { return "minus " + spell(-number) }
    var rest = number
    var chunks: [String] = []
    for (value, name) in scales where rest >= value {
        chunks.append(belowThousand(rest / value) + " " + name)
        rest %= value
    }
    if rest > 0 { chunks.append(belowThousand(rest)) }
    return chunks.joined(separator: ", ")
}

for n in [0, 7, 13, 21, 40, 99, 100, 101, 342, 1000, 1_001, 90_210, 1_234_567, -58, 2_000_000_019] {
    print(n, "->", spell(n))
}
let letterCount = (1...1000).map { spell($0).filter { $0.isLetter }.count }.reduce(0, +)
print("letters 1...1000:", letterCount)
let capitalizedFirst = spell(4_321).prefix(1).uppercased() + spell(4_321).dropFirst()
print(capitalizedFirst + ".")

// expect: 0 -> zero
// expect: 7 -> seven
// expect: 13 -> thirteen
// expect: 21 -> twenty-one
// expect: 40 -> forty
// expect: 99 -> ninety-nine
// expect: 100 -> one hundred
// expect: 101 -> one hundred and one
// expect: 342 -> three hundred and forty-two
// expect: 1000 -> one thousand
// expect: 1001 -> one thousand, one
// expect: 90210 -> ninety thousand, two hundred and ten
// expect: 1234567 -> one million, two hundred and thirty-four thousand, five hundred and sixty-seven
// expect: -58 -> minus fifty-eight
// expect: 2000000019 -> two billion, nineteen
// expect: letters 1...1000: 21124
// expect: Four thousand, three hundred and twenty-one.
