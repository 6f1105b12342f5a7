// Mistake: uses `try` inside a function that is neither `throws` nor wraps the call in do/catch, so the error is not handled.
// Expected message: swiftc 6.3.1 -typecheck on this machine
struct ParseError: Error {
    let line: Int
    let text: String
}

func parseScore(_ text: String, line: Int) throws -> Int {
    guard let value = Int(text) else {
        throw ParseError(line: line, text: text)
    }
    return value
}

func totalScore(of lines: [String]) -> Int {
    var total = 0
    for (index, line) in lines.enumerated() {
        total += try parseScore(line, line: index + 1)
    }
    return total
}

let lines = ["12", "7", "30", "5"]
let total = totalScore(of: lines)
print("Total: \(total)")
print("Average: \(total / lines.count)")
// expect-error: errors thrown from here are not handled
