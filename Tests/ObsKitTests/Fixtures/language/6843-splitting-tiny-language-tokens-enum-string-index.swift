// Advent of Code style (tokenizer): splitting a tiny language into tokens with an enum and a String.Index cursor
enum Token: Equatable, CustomStringConvertible {
    case number(Int)
    case identifier(String)
    case symbol(Character)
    case string(String)

    var description: String {
        switch self {
        case .number(let n): return "num(\(n))"
        case .identifier(let s): return "id(\(s))"
        case .symbol(let c): return "sym(\(c))"
        case .string(let s): return "str(\"\(s)\")"
        }
    }
}

func tokenize(_ source: String) -> [Token] {
    var tokens: [Token] = []
    var i = source.startIndex
    while i < source.endIndex {
        let c = source[i]
        if c.isWhitespace {
            i = source.index(after: i)
        } else if c.isNumber {
            let start = i
            while i < source.endIndex, source[i].isNumber { i = source.index(after: i) }
            tokens.append(.number(Int(source[start..<i])!))
        } else if c.isLetter || c == "_" {
            let start = i
            while i < source.endIndex, source[i].isLetter || source[i].isNumber || source[i] == "_" {
                i = source.index(after: i)
            }
            tokens.append(.identifier(String(source[start..<i])))
        } else if c == "\"" {
            let start = source.index(after: i)
            let end = source[start...].firstIndex(of: "\"") ?? source.endIndex
            tokens.append(.string(String(source[start..<end])))
            i = end < source.endIndex ? source.index(after: end) : end
        } else {
            tokens.append(.symbol(c))
            i = source.index(after: i)
        }
    }
    return tokens
}

let program = #"let total_2 = price * 12 + tax; print("sum is", total_2)"#
let tokens = tokenize(program)
print(tokens.count)
for t in tokens {
    print(t, terminator: " ")
}
print()
let ids = tokens.compactMap { tok -> String? in
    if case .identifier(let name) = tok { return name }
    return nil
}
print(Set(ids).sorted())
print(tokens.filter { $0 == .symbol("=") || $0 == .symbol(";") }.count)
print(tokenize("x1=\"unterminated"))

// expect: 15
// expect: id(let) id(total_2) sym(=) id(price) sym(*) num(12) sym(+) id(tax) sym(;) id(print) sym(() str("sum is") sym(,) id(total_2) sym()) 
// expect: ["let", "price", "print", "tax", "total_2"]
// expect: 2
// expect: [id(x1), sym(=), str("unterminated")]
