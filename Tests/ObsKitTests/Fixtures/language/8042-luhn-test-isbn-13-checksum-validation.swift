// Rosetta Code style (Luhn test and ISBN-13): checksum validation with String extensions and reduce
extension String {
    var digitValues: [Int]? {
        let ds = self.filter { $0 != " " && $0 != "-" }
        guard ds.allSatisfy(\.isNumber) else { return nil }
        return ds.compactMap { $0.wholeNumberValue }
    }
    var passesLuhn: Bool {
        guard let digits = digitValues else { return false }
        let sum = digits.reversed().enumerated().reduce(0) { acc, pair in
            let (i, d) = pair
            if i % 2 == 1 {
                let doubled = d * 2
                return acc + (doubled > 9 ? doubled - 9 : doubled)
            }
            return acc + d
        }
        return sum % 10 == 0
    }
    var isValidISBN13: Bool {
        guard let digits = digitValues, digits.count == 13 else { return false }
        let sum = digits.enumerated().map { $0.offset.isMultiple(of: 2) ? $0.element : $0.element * 3 }.reduce(0, +)
        return sum % 10 == 0
    }
}
for card in ["49927398716", "49927398717", "1234567812345678", "1234567812345670", "4111 1111 1111 1111"] {
    print("\(card): \(card.passesLuhn ? "valid" : "invalid")")
}
for isbn in ["978-0596528126", "978-0596528120", "978-1788399081", "978-1788399083", "97800"] {
    print(isbn, isbn.isValidISBN13 ? "good" : "bad")
}
print("12a4".passesLuhn, "0".passesLuhn)
// expect: 49927398716: valid
// expect: 49927398717: invalid
// expect: 1234567812345678: invalid
// expect: 1234567812345670: valid
// expect: 4111 1111 1111 1111: valid
// expect: 978-0596528126 good
// expect: 978-0596528120 bad
// expect: 978-1788399081 good
// expect: 978-1788399083 bad
// expect: 97800 bad
// expect: false true
