// Swift book style (recursive-descent parser): evaluating arithmetic expressions over an array of Characters
struct Parser {
    let chars: [Character]
    var pos = 0

    init(_ text: String) {
        chars = text.filter { !$0.isWhitespace }.map { $0 }
    }

    var peek: Character? { pos < chars.count ? chars[pos] : nil }

    mutating func expression() -> Int {
        var value = term()
        while let op = peek, op == "+" || op == "-" {
            pos += 1
            let rhs = term()
            value = op == "+" ? value + rhs : value - rhs
        }
        return value
    }

    mutating func term() -> Int {
        var value = factor()
        while let op = peek, op == "*" || op == "/" || op == "%" {
            pos += 1
            let rhs = factor()
            switch op {
            case "*": value *= rhs
            case "/": value /= rhs
            default: value %= rhs
            }
        }
        return value
    }

    mutating func factor() -> Int {
        if peek == "-" {
            pos += 1
            return -factor()
        }
        if peek == "(" {
            pos += 1
            let v = expression()
            pos += 1
            return v
        }
        var n = 0
        while let c = peek, let d = c.wholeNumberValue {
            n = n * 10 + d
            pos += 1
        }
        return n
    }
}

let exprs = ["1 + 2 * 3", "(1 + 2) * 3", "100 / 7 % 4", "-(4 - 10) * 2", "2 * (3 + (4 - 1)) - -5", "42"]
for e in exprs {
    var p = Parser(e)
    let result = p.expression()
    print("\(e) = \(result)")
}

// expect: 1 + 2 * 3 = 7
// expect: (1 + 2) * 3 = 9
// expect: 100 / 7 % 4 = 2
// expect: -(4 - 10) * 2 = 12
// expect: 2 * (3 + (4 - 1)) - -5 = 17
// expect: 42 = 42
