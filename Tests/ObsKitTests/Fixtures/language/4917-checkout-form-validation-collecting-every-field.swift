// App code style: checkout form validation collecting every field error, with descriptions and a summary banner
enum Field: String, CaseIterable, Comparable {
    case name, cardNumber, expiry, cvv, postcode
    static func < (lhs: Field, rhs: Field) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
    var label: String {
        switch self {
        case .name: return "Name on card"
        case .cardNumber: return "Card number"
        case .expiry: return "Expiry"
        case .cvv: return "CVV"
        case .postcode: return "Postcode"
        }
    }
}

enum FieldError: CustomStringConvertible {
    case required
    case wrongLength(expected: Int, actual: Int)
    case notNumeric
    case failedChecksum
    case expired(month: Int, year: Int)
    case badFormat(String)

    var description: String {
        switch self {
        case .required: return "is required"
        case let .wrongLength(expected, actual): return "should have \(expected) digits, has \(actual)"
        case .notNumeric: return "must contain only digits"
        case .failedChecksum: return "is not a valid card number"
        case let .expired(month, year): return "expired in \(month)/\(year)"
        case .badFormat(let hint): return "should look like \(hint)"
        }
    }
}

func luhnValid(_ digits: [Int]) -> Bool {
    var sum = 0
    for (offset, digit) in digits.reversed().enumerated() {
        if offset % 2 == 1 {
            let doubled = digit * 2
            sum += doubled > 9 ? doubled - 9 : doubled
        } else {
            sum += digit
        }
    }
    return sum % 10 == 0
}

func validate(_ input: [Field: String], currentMonth: Int, currentYear: Int) -> [Field: [FieldError]] {
    var errors: [Field: [FieldError]] = [:]
    for field in Field.allCases {
        let raw = (input[field] ?? "").filter { $0 != " " }
        if raw.isEmpty { errors[field, default: []].append(.required); continue }
        switch field {
        case .name:
            if raw.count < 2 { errors[field, default: []].append(.badFormat("a full name")) }
        case .cardNumber:
            let digits = raw.compactMap { $0.wholeNumberValue }
            if digits.count != raw.count { errors[field, default: []].append(.notNumeric); break }
            if digits.count != 16 { errors[field, default: []].append(.wrongLength(expected: 16, actual: digits.count)) }
            if !luhnValid(digits) { errors[field, default: []].append(.failedChecksum) }
        case .expiry:
            let parts = raw.split(separator: "/")
            guard parts.count == 2, let month = Int(parts[0]), let year = Int(parts[1]), (1...12).contains(month) else {
                errors[field, default: []].append(.badFormat("MM/YY")); break
            }
            if (year, month) < (currentYear, currentMonth) {
                errors[field, default: []].append(.expired(month: month, year: year))
            }
        case .cvv:
            if Int(raw) == nil { errors[field, default: []].append(.notNumeric) }
            if raw.count != 3 { errors[field, default: []].append(.wrongLength(expected: 3, actual: raw.count)) }
        case .postcode:
            if raw.count < 4 || raw.count > 8 { errors[field, default: []].append(.badFormat("AB1 2CD")) }
        }
    }
    return errors
}

func report(_ title: String, _ input: [Field: String]) {
    let errors = validate(input, currentMonth: 6, currentYear: 25)
    print("== \(title) ==")
    if errors.isEmpty {
        print("All fields valid. Ready to pay.")
        return
    }
    let total = errors.values.reduce(0) { $0 + $1.count }
    print("\(total) problem\(total == 1 ? "" : "s") in \(errors.count) field\(errors.count == 1 ? "" : "s"):")
    for field in errors.keys.sorted() {
        for error in errors[field]! {
            print("  \(field.label) \(error)")
        }
    }
}

report("good", [.name: "Ada Lovelace", .cardNumber: "4539 1488 0343 6467", .expiry: "12/27", .cvv: "123", .postcode: "SW1A 1AA"])
report("typos", [.name: "A", .cardNumber: "4539 1488 0343 6468", .expiry: "13/27", .cvv: "12a", .postcode: "SW1A1AA"])
report("empty", [:])
report("expired", [.name: "Bo", .cardNumber: "1234", .expiry: "05/25", .cvv: "9999", .postcode: "X"])

// expect: == good ==
// expect: All fields valid. Ready to pay.
// expect: == typos ==
// expect: 4 problems in 4 fields:
// expect:   Name on card should look like a full name
// expect:   Card number is not a valid card number
// expect:   Expiry should look like MM/YY
// expect:   CVV must contain only digits
// expect: == empty ==
// expect: 5 problems in 5 fields:
// expect:   Name on card is required
// expect:   Card number is required
// expect:   Expiry is required
// expect:   CVV is required
// expect:   Postcode is required
// expect: == expired ==
// expect: 5 problems in 4 fields:
// expect:   Card number should have 16 digits, has 4
// expect:   Card number is not a valid card number
// expect:   Expiry expired in 5/25
// expect:   CVV should have 3 digits, has 4
// expect:   Postcode should look like AB1 2CD
