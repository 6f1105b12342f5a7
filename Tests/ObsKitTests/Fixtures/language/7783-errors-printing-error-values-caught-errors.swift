// Blog style (errors): printing Error values and caught errors
enum ParseError: Error {
    case empty
    case badChar(Character, at: Int)
}
struct Detailed: Error, CustomStringConvertible {
    let code: Int
    var description: String { "Detailed error \(code)" }
}
func parse(_ s: String) throws -> Int {
    if s.isEmpty { throw ParseError.empty }
    for (i, c) in s.enumerated() where !c.isNumber { throw ParseError.badChar(c, at: i) }
    if s == "0" { throw Detailed(code: 7) }
    return Int(s)!
}
for input in ["12", "", "1x", "0"] {
    do {
        print("ok", try parse(input))
    } catch {
        print("error:", error)
        debugPrint(error)
        print("interp \(error)")
    }
}
let r = Result { try parse("a") }
print(r)
print((try? parse("5")) as Any)
print((try? parse("")) as Any)
dump(ParseError.badChar("q", at: 2))
// expect: ok 12
// expect: error: empty
// expect: main.ParseError.empty
// expect: interp empty
// expect: error: badChar("x", at: 1)
// expect: main.ParseError.badChar("x", at: 1)
// expect: interp badChar("x", at: 1)
// expect: error: Detailed error 7
// expect: Detailed error 7
// expect: interp Detailed error 7
// expect: failure(main.ParseError.badChar("a", at: 0))
// expect: Optional(5)
// expect: nil
// expect: ▿ main.ParseError.badChar
// expect:   ▿ badChar: (2 elements)
// expect:     - .0: "q"
// expect:     - at: 2
