// Check error: a throwing function called inside do without try
enum ParseError: Error {
    case notANumber(String)
}

func parseAge(_ text: String) throws -> Int {
    guard let age = Int(text) else { throw ParseError.notANumber(text) }
    return age
}

do {
    let age = parseAge("42")
    print("Age: \(age)")
} catch {
    print("Could not parse: \(error)")
}
// expect-error: call can throw but is not marked with 'try'
