// Exercism style (Luhn): digits validated, every second digit from the right doubled with stride and reversed
struct Luhn {
    let number: String

    init(_ number: String) {
        self.number = number
    }

    var isValid: Bool {
        let stripped = number.filter { $0 != " " }
        guard stripped.count > 1, stripped.allSatisfy(\.isNumber) else { return false }
        let digits = stripped.compactMap { $0.wholeNumberValue }.reversed().map { $0 }
        var sum = 0
        for (index, digit) in digits.enumerated() {
            if index % 2 == 1 {
                let doubled = digit * 2
                sum += doubled > 9 ? doubled - 9 : doubled
            } else {
                sum += digit
            }
        }
        return sum % 10 == 0
    }
}

let candidates = [
    "1",
    "0",
    "059",
    "59",
    "055 444 285",
    "055 444 286",
    "8273 1232 7352 0569",
    "1 2345 6789 1234 5678 9012",
    "055a 444 285",
    "055-444-285",
    "0000 0",
    "091",
    "9999999999 9999999999 9999999999 9999999999",
    ":9",
]
for c in candidates {
    print("\"\(c)\":", Luhn(c).isValid ? "valid" : "invalid")
}

// expect: "1": invalid
// expect: "0": invalid
// expect: "059": valid
// expect: "59": valid
// expect: "055 444 285": valid
// expect: "055 444 286": invalid
// expect: "8273 1232 7352 0569": invalid
// expect: "1 2345 6789 1234 5678 9012": invalid
// expect: "055a 444 285": invalid
// expect: "055-444-285": invalid
// expect: "0000 0": valid
// expect: "091": valid
// expect: "9999999999 9999999999 9999999999 9999999999": valid
// expect: ":9": invalid
