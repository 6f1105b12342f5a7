// `try` on a throwing call inside a function that neither throws nor catches
// Written by an outside author (stop 28 corpus, file 7049); the message and its place are swiftc's on this machine.
enum ParseError: Error {
    case notANumber(String)
}

func parse(_ text: String) throws -> Int {
    guard let n = Int(text) else { throw ParseError.notANumber(text) }
    return n
}

func total(of texts: [String]) -> Int {
    var sum = 0
    for t in texts {
        sum += try parse(t)
    }
    return sum
}

print(total(of: ["1", "2", "3"]))

// expect-error: errors thrown from here are not handled
// expect-location: 14:16
