// Rosetta-style task: Luhn test of credit card numbers with reversed digits and reduce
extension String {
    var luhnValid: Bool {
        let digits = self.filter { !$0.isWhitespace }.compactMap { $0.wholeNumberValue }
        guard digits.count > 1 else { return false }
        let sum = digits.reversed().enumerated().reduce(0) { acc, pair in
            let (index, digit) = pair
            if index % 2 == 1 {
                let doubled = digit * 2
                return acc + (doubled > 9 ? doubled - 9 : doubled)
            }
            return acc + digit
        }
        return sum % 10 == 0
    }
}

func luhnCheckDigit(for partial: String) -> Int {
    for d in 0...9 where (partial + String(d)).luhnValid {
        return d
    }
    return -1
}

let samples = ["49927398716", "49927398717", "1234567812345678", "1234567812345670", "4539 3195 0343 6467", "0"]
for s in samples {
    let verdict = s.luhnValid ? "valid" : "invalid"
    print("\(s.padding(20)) \(verdict)")
}

let partial = "7992739871"
print("Check digit for \(partial): \(luhnCheckDigit(for: partial))")

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

// expect: 49927398716          valid
// expect: 49927398717          invalid
// expect: 1234567812345678     invalid
// expect: 1234567812345670     valid
// expect: 4539 3195 0343 6467  valid
// expect: 0                    invalid
// expect: Check digit for 7992739871: 3
