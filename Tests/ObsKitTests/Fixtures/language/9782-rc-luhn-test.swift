// Rosetta Code style: Luhn test of credit card numbers
func luhnCheck(_ number: String) -> Bool {
    let digits = number.filter { $0 != " " }
    guard !digits.isEmpty, digits.allSatisfy(\.isNumber) else { return false }
    var sum = 0
    for (i, ch) in digits.reversed().enumerated() {
        var d = ch.wholeNumberValue!
        if i % 2 == 1 {
            d *= 2
            if d > 9 { d -= 9 }
        }
        sum += d
    }
    return sum % 10 == 0
}

func luhnCheckDigit(for partial: String) -> Int {
    for d in 0...9 where luhnCheck(partial + String(d)) {
        return d
    }
    fatalError("unreachable")
}

let samples = ["49927398716", "49927398717", "1234567812345678", "1234567812345670",
               "4539 3195 0343 6467", "", "79927398713", "12a4"]
for s in samples {
    let label = s.isEmpty ? "(empty)" : s
    print("\(label): \(luhnCheck(s) ? "valid" : "invalid")")
}

print("--- check digits")
for partial in ["7992739871", "4992739871", "123456781234567"] {
    let d = luhnCheckDigit(for: partial)
    print("\(partial) + \(d) -> \(luhnCheck(partial + String(d)))")
}

print("--- the s1/s2 breakdown from the task description")
func breakdown(_ number: String) -> (s1: Int, s2: Int) {
    let rev = number.reversed().compactMap(\.wholeNumberValue)
    let s1 = rev.enumerated().filter { $0.offset % 2 == 0 }.map(\.element).reduce(0, +)
    let s2 = rev.enumerated().filter { $0.offset % 2 == 1 }.map { e -> Int in
        let doubled = e.element * 2
        return doubled / 10 + doubled % 10
    }.reduce(0, +)
    return (s1, s2)
}
let (s1, s2) = breakdown("49927398716")
print("s1 = \(s1), s2 = \(s2), total = \(s1 + s2)")

// Count valid numbers in a small range
let validCount = (1000...1099).filter { luhnCheck(String($0)) }.count
print("valid numbers in 1000...1099:", validCount)

// expect: 49927398716: valid
// expect: 49927398717: invalid
// expect: 1234567812345678: invalid
// expect: 1234567812345670: valid
// expect: 4539 3195 0343 6467: valid
// expect: (empty): invalid
// expect: 79927398713: valid
// expect: 12a4: invalid
// expect: --- check digits
// expect: 7992739871 + 3 -> true
// expect: 4992739871 + 6 -> true
// expect: 123456781234567 + 0 -> true
// expect: --- the s1/s2 breakdown from the task description
// expect: s1 = 42, s2 = 28, total = 70
// expect: valid numbers in 1000...1099: 10
