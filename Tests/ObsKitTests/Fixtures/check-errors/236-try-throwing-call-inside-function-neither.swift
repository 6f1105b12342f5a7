// Check error: 'try' on a throwing call inside a function that neither throws nor catches
enum ParseError: Error {
    case empty
}

func parseAge(_ text: String) throws -> Int {
    guard let age = Int(text) else { throw ParseError.empty }
    return age
}

func showAge(_ text: String) {
    let age = try parseAge(text)
    print("Age: \(age)")
}

showAge("42")
// expect-error: errors thrown from here are not handled
