// Swift 6 style (typed throws): a digit parser declared throws(DigitParseError), caught exhaustively with a switch on the typed error
enum DigitParseError: Error, Equatable {
    case empty
    case badDigit(Character, position: Int)
    case overflow(String)
}

func parseNumber(_ text: String) throws(DigitParseError) -> Int {
    if text.isEmpty { throw .empty }
    var value = 0
    for (index, ch) in text.enumerated() {
        guard let digit = ch.wholeNumberValue, ch.isASCII else {
            throw .badDigit(ch, position: index)
        }
        let (times, o1) = value.multipliedReportingOverflow(by: 10)
        let (sum, o2) = times.addingReportingOverflow(digit)
        if o1 || o2 { throw .overflow(text) }
        value = sum
    }
    return value
}

func report(_ text: String) {
    do throws(DigitParseError) {
        let n = try parseNumber(text)
        print("\"\(text)\" -> \(n)")
    } catch {
        switch error {
        case .empty:
            print("empty input")
        case .badDigit(let c, let position):
            print("bad digit '\(c)' at \(position) in \"\(text)\"")
        case .overflow(let source):
            print("overflow for \(source.count)-digit input")
        }
    }
}

for sample in ["42", "", "12x4", "007", "99999999999999999999", "3.5"] {
    report(sample)
}

let typed: Result<Int, DigitParseError> = Result { () throws(DigitParseError) -> Int in try parseNumber("815") }
print(typed)
do {
    _ = try parseNumber("7a")
} catch let e {
    print(e == .badDigit("a", position: 1))
}

// expect: "42" -> 42
// expect: empty input
// expect: bad digit 'x' at 2 in "12x4"
// expect: "007" -> 7
// expect: overflow for 20-digit input
// expect: bad digit '.' at 1 in "3.5"
// expect: success(815)
// expect: true
