// Exercism style (Phone Number): cleaning NANP numbers with a throwing init and an error enum per rule
enum PhoneNumberError: Error {
    case letters, punctuations, wrongLength(Int), badCountryCode
    case badAreaCode(String), badExchangeCode(String)
}

struct PhoneNumber: CustomStringConvertible {
    let number: String

    init(_ raw: String) throws {
        if raw.contains(where: \.isLetter) { throw PhoneNumberError.letters }
        if raw.contains(where: { "@:!".contains($0) }) { throw PhoneNumberError.punctuations }
        var digits = raw.filter(\.isNumber)
        switch digits.count {
        case 10: break
        case 11 where digits.first == "1": digits.removeFirst()
        case 11: throw PhoneNumberError.badCountryCode
        default: throw PhoneNumberError.wrongLength(digits.count)
        }
        let chars = Array(digits)
        switch (chars[0], chars[3]) {
        case ("0", _): throw PhoneNumberError.badAreaCode("zero")
        case ("1", _): throw PhoneNumberError.badAreaCode("one")
        case (_, "0"): throw PhoneNumberError.badExchangeCode("zero")
        case (_, "1"): throw PhoneNumberError.badExchangeCode("one")
        default: number = digits
        }
    }

    var areaCode: String { String(number.prefix(3)) }
    var description: String {
        let chars = Array(number)
        return "(\(areaCode)) \(String(chars[3..<6]))-\(String(chars[6...]))"
    }
}

let inputs = [
    "(223) 456-7890", "223.456.7890", "223 456   7890   ", "123456789",
    "22234567890", "12234567890", "+1 (223) 456-7890", "321234567890",
    "523-abc-7890", "523-@:!-7890", "(023) 456-7890", "(123) 456-7890",
    "(223) 056-7890", "(223) 156-7890",
]
for input in inputs {
    do {
        let phone = try PhoneNumber(input)
        print("\(phone.number) \(phone) area \(phone.areaCode)")
    } catch {
        print("error: \(error)")
    }
}

// expect: 2234567890 (223) 456-7890 area 223
// expect: 2234567890 (223) 456-7890 area 223
// expect: 2234567890 (223) 456-7890 area 223
// expect: error: wrongLength(9)
// expect: error: badCountryCode
// expect: 2234567890 (223) 456-7890 area 223
// expect: 2234567890 (223) 456-7890 area 223
// expect: error: wrongLength(12)
// expect: error: letters
// expect: error: punctuations
// expect: error: badAreaCode("zero")
// expect: error: badAreaCode("one")
// expect: error: badExchangeCode("zero")
// expect: error: badExchangeCode("one")
