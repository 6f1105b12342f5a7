// Mistake: calls a throwing function inside a map closure without writing `try` (the outer call has `try` but the inner one does not).
// Expected message: swiftc 6.3.1 -typecheck on this machine
enum ParseError: Error {
    case notANumber(String)
}

func parseScore(_ text: String) throws -> Int {
    guard let value = Int(text) else {
        throw ParseError.notANumber(text)
    }
    return value
}

let raw = ["10", "25", "x", "40"]

do {
    let scores = try raw.map { parseScore($0) }
    print("Scores: \(scores)")
} catch {
    print("Bad input: \(error)")
}
// expect-error: call can throw, but it is not marked with 'try' and the error is not handled
