// Stack Overflow style (text tokenizer): walking a String with String.Index to split an arithmetic expression into tokens
enum Token: Equatable, CustomStringConvertible {
    case number(Double)
    case identifier(String)
    case op(Character)
    case leftParen, rightParen

    var description: String {
        switch self {
        case .number(let value): return "num(\(value))"
        case .identifier(let name): return "id(\(name))"
        case .op(let c): return "op(\(c))"
        case .leftParen: return "("
        case .rightParen: return ")"
        }
    }
}

struct TokenizeError: Error, CustomStringConvertible {
    let character: Character
    let offset: Int
    var description: String { "unexpected '\(character)' at \(offset)" }
}

func tokenize(_ source: String) throws -> [Token] {
    var tokens: [Token] = []
    var index = source.startIndex
    while index < source.endIndex {
        let c = source[index]
        if c.isWhitespace {
            index = source.index(after: index)
        } else if c.isNumber || c == "." {
            var end = index
            while end < source.endIndex, source[end].isNumber || source[end] == "." {
                end = source.index(after: end)
            }
            tokens.append(.number(Double(source[index..<end]) ?? 0))
            index = end
        } else if c.isLetter || c == "_" {
            var end = index
            while end < source.endIndex, source[end].isLetter || source[end].isNumber || source[end] == "_" {
                end = source.index(after: end)
            }
            tokens.append(.identifier(String(source[index..<end])))
            index = end
        } else if "+-*/^".contains(c) {
            tokens.append(.op(c))
            index = source.index(after: index)
        } else if c == "(" || c == ")" {
            tokens.append(c == "(" ? .leftParen : .rightParen)
            index = source.index(after: index)
        } else {
            throw TokenizeError(character: c, offset: source.distance(from: source.startIndex, to: index))
        }
    }
    return tokens
}

for input in ["3 + 4.5*(x_1 - 2)", "rate^2/ 10", "a = 1", "  42  "] {
    do {
        let tokens = try tokenize(input)
        print(tokens.map(\.description).joined(separator: " "))
    } catch {
        print("error: \(error)")
    }
}
let count = (try? tokenize("(a+b)*(c+d)"))?.filter { $0 == .leftParen }.count ?? -1
print("left parens: \(count)")

// expect: num(3.0) op(+) num(4.5) op(*) ( id(x_1) op(-) num(2.0) )
// expect: id(rate) op(^) num(2.0) op(/) num(10.0)
// expect: error: unexpected '=' at 2
// expect: num(42.0)
// expect: left parens: 2
