// Hacking with Swift style (checksum validation): Luhn card numbers and ISBN-10/13 using wholeNumberValue and reversed()
func luhnValid(_ number: String) -> Bool {
    let digits = number.filter { $0 != " " }
    guard digits.count > 1, digits.allSatisfy(\.isNumber) else { return false }
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

func isbn10Valid(_ text: String) -> Bool {
    let chars = Array(text.replacingDashes())
    guard chars.count == 10 else { return false }
    var total = 0
    for (i, ch) in chars.enumerated() {
        let value: Int
        if i == 9 && (ch == "X" || ch == "x") { value = 10 } else if let d = ch.wholeNumberValue, ch.isASCII { value = d } else { return false }
        total += value * (10 - i)
    }
    return total % 11 == 0
}

func isbn13Valid(_ text: String) -> Bool {
    let digits = text.replacingDashes().compactMap { $0.isASCII ? $0.wholeNumberValue : nil }
    guard digits.count == 13 else { return false }
    let total = digits.enumerated().reduce(0) { $0 + $1.element * ($1.offset % 2 == 0 ? 1 : 3) }
    return total % 10 == 0
}

extension String {
    func replacingDashes() -> String { filter { $0 != "-" && $0 != " " } }
}

func maskCard(_ number: String) -> String {
    let digits = number.filter(\.isNumber)
    let masked = String(repeating: "•", count: max(0, digits.count - 4)) + digits.suffix(4)
    var grouped = ""
    for (i, ch) in masked.enumerated() {
        if i > 0 && i % 4 == 0 { grouped += " " }
        grouped.append(ch)
    }
    return grouped
}

for card in ["4539 3195 0343 6467", "8273 1232 7352 0569", "059", "0", "055 444 285", "4111111111111111"] {
    print("\"\(card)\"", luhnValid(card), luhnValid(card) ? maskCard(card) : "-")
}
for isbn in ["3-598-21508-8", "3-598-21507-X", "359821507X", "3-598-2K507-0", "3-598-21508-9"] {
    print(isbn, isbn10Valid(isbn))
}
for isbn in ["978-0-306-40615-7", "978-0-306-40615-6", "9781861972712"] {
    print(isbn, isbn13Valid(isbn))
}

// expect: "4539 3195 0343 6467" true •••• •••• •••• 6467
// expect: "8273 1232 7352 0569" false -
// expect: "059" true 059
// expect: "0" false -
// expect: "055 444 285" true •••• •428 5
// expect: "4111111111111111" true •••• •••• •••• 1111
// expect: 3-598-21508-8 true
// expect: 3-598-21507-X true
// expect: 359821507X true
// expect: 3-598-2K507-0 false
// expect: 3-598-21508-9 false
// expect: 978-0-306-40615-7 true
// expect: 978-0-306-40615-6 false
// expect: 9781861972712 true
