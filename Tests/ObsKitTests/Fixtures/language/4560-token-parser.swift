// Compiler test style: a tiny tokenizer over Characters with switch
enum Token: CustomStringConvertible, Equatable {
    case number(Int)
    case ident(String)
    case op(Character)
    case lparen, rparen
    case string(String)

    var description: String {
        switch self {
        case .number(let n): return "num(\(n))"
        case .ident(let s): return "id(\(s))"
        case .op(let c): return "op(\(c))"
        case .lparen: return "("
        case .rparen: return ")"
        case .string(let s): return "str(\"\(s)\")"
        }
    }
}

struct LexError: Error {
    let message: String
}

func tokenize(_ input: String) throws -> [Token] {
    var tokens: [Token] = []
    var i = input.startIndex
    while i < input.endIndex {
        let c = input[i]
        switch c {
        case " ", "\t", "\n":
            i = input.index(after: i)
        case "0"..."9":
            var value = 0
            while i < input.endIndex, let d = input[i].wholeNumberValue {
                value = value * 10 + d
                i = input.index(after: i)
            }
            tokens.append(.number(value))
        case "a"..."z", "A"..."Z", "_":
            let start = i
            while i < input.endIndex && (input[i].isLetter || input[i].isNumber || input[i] == "_") {
                i = input.index(after: i)
            }
            tokens.append(.ident(String(input[start..<i])))
        case "+", "-", "*", "/", "=":
            tokens.append(.op(c))
            i = input.index(after: i)
        case "(":
            tokens.append(.lparen)
            i = input.index(after: i)
        case ")":
            tokens.append(.rparen)
            i = input.index(after: i)
        case "\"":
            let afterQuote = input.index(after: i)
            guard let close = input[afterQuote...].firstIndex(of: "\"") else {
                throw LexError(message: "unterminated string")
            }
            tokens.append(.string(String(input[afterQuote..<close])))
            i = input.index(after: close)
        default:
            let pos = input.distance(from: input.startIndex, to: i)
            throw LexError(message: "unexpected '\(c)' at \(pos)")
        }
    }
    return tokens
}

let sources = [
    "x = 42 + y_1",
    "(a+b)*12",
    "print(\"hi there\")",
    "3 # 4",
    "say \"oops",
]
for src in sources {
    do {
        let toks = try tokenize(src)
        print(toks.map { $0.description }.joined(separator: " "))
    } catch let e as LexError {
        print("error:", e.message)
    } catch {
        print("other")
    }
}

func evaluate(_ tokens: [Token]) -> Int? {
    var total = 0
    var pending: Character = "+"
    for t in tokens {
        switch t {
        case .number(let n):
            switch pending {
            case "+": total += n
            case "-": total -= n
            case "*": total *= n
            case "/": total = n == 0 ? 0 : total / n
            default: return nil
            }
        case .op(let o):
            pending = o
        default:
            return nil
        }
    }
    return total
}
for expr in ["1 + 2 * 3", "100 / 7 - 2", "5 x"] {
    let result = (try? tokenize(expr)).flatMap(evaluate)
    print(expr, "=>", result.map(String.init) ?? "invalid")
}
print(try! tokenize("a b") == [.ident("a"), .ident("b")])

// expect: id(x) op(=) num(42) op(+) id(y_1)
// expect: ( id(a) op(+) id(b) ) op(*) num(12)
// expect: id(print) ( str("hi there") )
// expect: error: unexpected '#' at 2
// expect: error: unterminated string
// expect: 1 + 2 * 3 => 9
// expect: 100 / 7 - 2 => 12
// expect: 5 x => invalid
// expect: true
