// Kodeco style (text parser): a recursive-descent calculator over a character array with precedence and error reporting
enum ParseError: Error {
    case unexpectedEnd
    case unexpected(Character, at: Int)
    case divisionByZero
}

struct Calculator {
    private let chars: [Character]
    private var position = 0

    init(_ text: String) { chars = text.filter { $0 != " " }.map { $0 } }

    private var current: Character? { position < chars.count ? chars[position] : nil }

    static func evaluate(_ text: String) throws -> Int {
        var calc = Calculator(text)
        let value = try calc.expression()
        if let extra = calc.current { throw ParseError.unexpected(extra, at: calc.position) }
        return value
    }

    private mutating func expression() throws -> Int {
        var value = try term()
        while let c = current, c == "+" || c == "-" {
            position += 1
            let rhs = try term()
            value = c == "+" ? value + rhs : value - rhs
        }
        return value
    }

    private mutating func term() throws -> Int {
        var value = try factor()
        while let c = current, c == "*" || c == "/" || c == "%" {
            position += 1
            let rhs = try factor()
            if c != "*" && rhs == 0 { throw ParseError.divisionByZero }
            switch c {
            case "*": value *= rhs
            case "/": value /= rhs
            default: value %= rhs
            }
        }
        return value
    }

    private mutating func factor() throws -> Int {
        guard let c = current else { throw ParseError.unexpectedEnd }
        if c == "-" { position += 1; return -(try factor()) }
        if c == "(" {
            position += 1
            let value = try expression()
            guard current == ")" else {
                if let other = current { throw ParseError.unexpected(other, at: position) }
                throw ParseError.unexpectedEnd
            }
            position += 1
            return value
        }
        var digits = ""
        while let d = current, let _ = d.wholeNumberValue {
            digits.append(d)
            position += 1
        }
        guard let number = Int(digits) else { throw ParseError.unexpected(c, at: position) }
        return number
    }
}

let inputs = ["1 + 2 * 3", "(1 + 2) * 3", "-4 + 10 / 3", "17 % 5 * -(2)", "2 * (3 + ", "8 / (4 - 4)", "5 $ 2"]
for input in inputs {
    do {
        print("\(input) = \(try Calculator.evaluate(input))")
    } catch ParseError.unexpected(let c, let at) {
        print("\(input): unexpected \(c) at \(at)")
    } catch {
        print("\(input): \(error)")
    }
}

// expect: 1 + 2 * 3 = 7
// expect: (1 + 2) * 3 = 9
// expect: -4 + 10 / 3 = -1
// expect: 17 % 5 * -(2) = -4
// expect: 2 * (3 + : unexpectedEnd
// expect: 8 / (4 - 4): divisionByZero
// expect: 5 $ 2: unexpected $ at 1
