// Tutorial style (tokenizer): tokenizing arithmetic with Scanner and evaluating it
import Foundation

enum Token: CustomStringConvertible {
    case number(Double)
    case op(Character)
    case paren(Character)
    var description: String {
        switch self {
        case .number(let d): return d == d.rounded() ? String(Int(d)) : String(d)
        case .op(let c), .paren(let c): return String(c)
        }
    }
}

func tokenize(_ s: String) -> [Token]? {
    let scanner = Scanner(string: s)
    scanner.charactersToBeSkipped = .whitespaces
    var tokens: [Token] = []
    while !scanner.isAtEnd {
        if let d = scanner.scanDouble() {
            tokens.append(.number(d))
        } else if let c = scanner.scanCharacter() {
            if "+-*/".contains(c) { tokens.append(.op(c)) }
            else if "()".contains(c) { tokens.append(.paren(c)) }
            else { return nil }
        }
    }
    return tokens
}

func evaluate(_ tokens: [Token]) -> Double {
    var pos = 0
    func primary() -> Double {
        let t = tokens[pos]; pos += 1
        switch t {
        case .number(let d): return d
        case .paren: let v = expr(); pos += 1; return v
        case .op: return -primary()
        }
    }
    func term() -> Double {
        var v = primary()
        while pos < tokens.count, case .op(let c) = tokens[pos], c == "*" || c == "/" {
            pos += 1
            v = c == "*" ? v * primary() : v / primary()
        }
        return v
    }
    func expr() -> Double {
        var v = term()
        while pos < tokens.count, case .op(let c) = tokens[pos], c == "+" || c == "-" {
            pos += 1
            v = c == "+" ? v + term() : v - term()
        }
        return v
    }
    return expr()
}

for input in ["1 + 2 * 3", "(1 + 2) * 3", " 10 / 4 ", "2.5 * (4 - 1.5)", "7 % 2", "3 * (2 + (1 * 4))"] {
    if let tokens = tokenize(input) {
        print(tokens.map { $0.description }.joined(separator: " "), "=", evaluate(tokens))
    } else {
        print("bad input:", input)
    }
}
let sc = Scanner(string: "  x=12")
sc.charactersToBeSkipped = .whitespaces
print(sc.scanCharacter().map(String.init) ?? "nil", sc.scanString("=") ?? "nil", sc.scanInt() ?? -1, sc.isAtEnd)
// expect: 1 2 * 3 = 1.0
// expect: ( 1 2 ) * 3 = 1.0
// expect: 10 / 4 = 2.5
// expect: 2.5 * ( 4 -1.5 ) = 10.0
// expect: bad input: 7 % 2
// expect: 3 * ( 2 + ( 1 * 4 ) ) = 18.0
// expect: x = 12 true
