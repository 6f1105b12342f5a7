// A custom Error enum with associated values, caught by binding patterns and by `as`.
enum ParseError: Error {
    case empty
    case badCharacter(Character, position: Int)
    case tooLong(length: Int, limit: Int)
}
func parseDigits(_ s: String) throws -> Int {
    if s.isEmpty { throw ParseError.empty }
    if s.count > 4 { throw ParseError.tooLong(length: s.count, limit: 4) }
    var value = 0
    for (i, ch) in s.enumerated() {
        guard let d = ch.wholeNumberValue else { throw ParseError.badCharacter(ch, position: i) }
        value = value * 10 + d
    }
    return value
}
for input in ["42", "", "7x9", "123456"] {
    do {
        print("parsed", try parseDigits(input))
    } catch ParseError.badCharacter(let c, let pos) {
        print("bad character '\(c)' at \(pos)")
    } catch let e as ParseError {
        print("parse error:", e)
    } catch {
        print("unexpected")
    }
}

// expect: parsed 42
// expect: parse error: empty
// expect: bad character 'x' at 1
// expect: parse error: tooLong(length: 6, limit: 4)
