// Advanced Swift style (tokenizer as a Sequence): an expression lexer whose iterator walks a String and yields Token enum values with descriptions
enum Token: Equatable, CustomStringConvertible {
    case number(Int)
    case identifier(String)
    case symbol(Character)

    var description: String {
        switch self {
        case .number(let n): return "num(\(n))"
        case .identifier(let s): return "id(\(s))"
        case .symbol(let c): return "sym(\(c))"
        }
    }
}

struct Lexer: Sequence {
    let source: String

    struct Iterator: IteratorProtocol {
        var rest: Substring

        mutating func next() -> Token? {
            rest = rest.drop(while: { $0.isWhitespace })
            guard let c = rest.first else { return nil }
            if c.isNumber {
                let digits = rest.prefix(while: { $0.isNumber })
                rest = rest.dropFirst(digits.count)
                return .number(Int(digits)!)
            }
            if c.isLetter {
                let word = rest.prefix(while: { $0.isLetter || $0.isNumber })
                rest = rest.dropFirst(word.count)
                return .identifier(String(word))
            }
            rest = rest.dropFirst()
            return .symbol(c)
        }
    }

    func makeIterator() -> Iterator { Iterator(rest: source[...]) }
}

let source = "total = price*12 + tax2 - (5)"
let tokens = Array(Lexer(source: source))
print(tokens)
print(tokens.count, "\(tokens.first!)")
let identifiers = tokens.compactMap { token -> String? in
    if case .identifier(let name) = token { return name }
    return nil
}
print(identifiers.sorted())
let sum = Lexer(source: source).reduce(0) { acc, t in
    if case .number(let n) = t { return acc + n }
    return acc
}
print(sum)
print(tokens.contains(.symbol("*")), tokens.firstIndex(of: .number(12))!)
let symbols = tokens.filter { if case .symbol = $0 { return true } else { return false } }
print(symbols.map(\.description).joined(separator: " "))
print(Lexer(source: "   ").map { $0 }.isEmpty, Array(Lexer(source: "a1b 22c")))
for (i, t) in Lexer(source: "x+1").enumerated() { print(i, t) }
print(tokens.split(separator: .symbol("+")).map { $0.count })

// expect: [id(total), sym(=), id(price), sym(*), num(12), sym(+), id(tax2), sym(-), sym((), num(5), sym())]
// expect: 11 id(total)
// expect: ["price", "tax2", "total"]
// expect: 17
// expect: true 4
// expect: sym(=) sym(*) sym(+) sym(-) sym(() sym())
// expect: true [id(a1b), num(22), id(c)]
// expect: 0 id(x)
// expect: 1 sym(+)
// expect: 2 num(1)
// expect: [5, 5]
