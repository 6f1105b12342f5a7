// Rosetta Code style (Luhn test): validating card-like numbers by doubling alternate digits, with a check-digit generator
func luhnSum(_ digits: [Int]) -> Int {
    digits.reversed().enumerated().reduce(0) { sum, pair in
        let (i, d) = pair
        if i % 2 == 1 {
            let doubled = d * 2
            return sum + (doubled > 9 ? doubled - 9 : doubled)
        }
        return sum + d
    }
}

func isValidLuhn(_ text: String) -> Bool {
    let stripped = text.filter { $0 != " " }
    guard stripped.count > 1, stripped.allSatisfy(\.isWholeNumber) else { return false }
    let digits = stripped.compactMap { $0.wholeNumberValue }
    return luhnSum(digits) % 10 == 0
}

func checkDigit(for partial: String) -> Int {
    let digits = partial.compactMap { $0.wholeNumberValue } + [0]
    return (10 - luhnSum(digits) % 10) % 10
}

let numbers = ["49927398716", "49927398717", "1234567812345678", "1234567812345670",
               "4539 3195 0343 6467", "8273 1232 7352 0569", "0", " 0 0 ", "055a 444 285"]
for n in numbers {
    print(n.isEmpty ? "(empty)" : n, isValidLuhn(n) ? "valid" : "invalid")
}

for partial in ["7992739871", "123456781234567", "453201511283036"] {
    let d = checkDigit(for: partial)
    let full = partial + String(d)
    print(partial, "->", d, isValidLuhn(full))
}

// expect: 49927398716 valid
// expect: 49927398717 invalid
// expect: 1234567812345678 invalid
// expect: 1234567812345670 valid
// expect: 4539 3195 0343 6467 valid
// expect: 8273 1232 7352 0569 invalid
// expect: 0 invalid
// expect:  0 0  valid
// expect: 055a 444 285 invalid
// expect: 7992739871 -> 3 true
// expect: 123456781234567 -> 0 true
// expect: 453201511283036 -> 6 true
