// Big Nerd Ranch style (error handling): a lexer and parser that throw, rethrows, Result, and LocalizedError-free error descriptions
enum Token: Equatable { case number(Int), plus, minus }
enum LexError: Error, Equatable {
    case invalidCharacter(Character, at: Int)
}
enum ParseError: Error {
    case unexpectedEnd
    case unexpectedToken(Token, at: Int)
}
struct Lexer {
    let input: [Character]
    var position = 0
    init(_ text: String) { input = Array(text) }
    mutating func lex() throws -> [Token] {
        var tokens: [Token] = []
        while position < input.count {
            let c = input[position]
            switch c {
            case "0"..."9":
                var value = 0
                while position < input.count, let d = input[position].wholeNumberValue {
                    value = value * 10 + d
                    position += 1
                }
                tokens.append(.number(value))
                continue
            case "+": tokens.append(.plus)
            case "-": tokens.append(.minus)
            case " ": break
            default: throw LexError.invalidCharacter(c, at: position)
            }
            position += 1
        }
        return tokens
    }
}
func parse(_ tokens: [Token]) throws -> Int {
    var index = 0
    func number() throws -> Int {
        guard index < tokens.count else { throw ParseError.unexpectedEnd }
        defer { index += 1 }
        guard case .number(let n) = tokens[index] else { throw ParseError.unexpectedToken(tokens[index], at: index) }
        return n
    }
    var value = try number()
    while index < tokens.count {
        let op = tokens[index]
        index += 1
        switch op {
        case .plus: value += try number()
        case .minus: value -= try number()
        case .number: throw ParseError.unexpectedToken(op, at: index - 1)
        }
    }
    return value
}
func evaluate(_ text: String) -> Result<Int, Error> {
    Result {
        var lexer = Lexer(text)
        return try parse(try lexer.lex())
    }
}
for input in ["10 + 3 + 5", "1 + 2 - 40", "10 + 3 5", "10 - ", "1 + abc"] {
    switch evaluate(input) {
    case .success(let v): print("\(input) = \(v)")
    case .failure(ParseError.unexpectedToken(let t, let at)): print("\(input): unexpected \(t) at \(at)")
    case .failure(let e as LexError): print("\(input): lex error \(e)")
    case .failure(let e): print("\(input): \(e)")
    }
}
func transform(_ xs: [Int], _ f: (Int) throws -> Int) rethrows -> [Int] {
    try xs.map(f)
}
print(transform([1, 2, 3]) { $0 * 2 })
struct Odd: Error {}
do { _ = try transform([2, 3]) { if $0 % 2 == 1 { throw Odd() }; return $0 } } catch { print("caught", error) }
let r: Result<Int, LexError> = .failure(.invalidCharacter("x", at: 2))
print(r.map { $0 + 1 }, (try? evaluate("2+2").get()) ?? 0)

// expect: 10 + 3 + 5 = 18
// expect: 1 + 2 - 40 = -37
// expect: 10 + 3 5: unexpected number(5) at 3
// expect: 10 - : unexpectedEnd
// expect: 1 + abc: lex error invalidCharacter("a", at: 4)
// expect: [2, 4, 6]
// expect: caught Odd()
// expect: failure(main.LexError.invalidCharacter("x", at: 2)) 4
