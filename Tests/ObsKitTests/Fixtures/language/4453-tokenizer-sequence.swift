// App code style: a tokenizer that yields tokens lazily as a Sequence
enum Token: Equatable, CustomStringConvertible {
    case number(Int)
    case ident(String)
    case op(Character)
    case lparen, rparen

    var description: String {
        switch self {
        case .number(let n): return "num(\(n))"
        case .ident(let s): return "id(\(s))"
        case .op(let c): return "op(\(c))"
        case .lparen: return "("
        case .rparen: return ")"
        }
    }
}

struct Tokens: Sequence {
    let source: String

    struct Iterator: IteratorProtocol {
        var chars: [Character]
        var pos = 0

        mutating func next() -> Token? {
            while pos < chars.count && chars[pos] == " " { pos += 1 }
            guard pos < chars.count else { return nil }
            let c = chars[pos]
            if c.isNumber {
                var n = 0
                while pos < chars.count, let d = chars[pos].wholeNumberValue {
                    n = n * 10 + d
                    pos += 1
                }
                return .number(n)
            }
            if c.isLetter {
                var s = ""
                while pos < chars.count && (chars[pos].isLetter || chars[pos].isNumber) {
                    s.append(chars[pos])
                    pos += 1
                }
                return .ident(s)
            }
            pos += 1
            if c == "(" { return .lparen }
            if c == ")" { return .rparen }
            return .op(c)
        }
    }

    func makeIterator() -> Iterator {
        return Iterator(chars: Array(source))
    }
}

let expr = Tokens(source: "total = (price1 + 42) * qty - 7")
print(expr.map { $0.description }.joined(separator: " "))
print(expr.reduce(0) { n, _ in n + 1 })

let idents = expr.compactMap { t -> String? in
    if case .ident(let s) = t { return s }
    return nil
}
print(idents)

let numbers = expr.compactMap { t -> Int? in
    if case .number(let n) = t { return n }
    return nil
}
print(numbers, numbers.reduce(0, +))

print(expr.contains(.op("*")), expr.contains(.op("/")))
print(expr.first(where: { if case .op = $0 { return true } else { return false } })!)

var depth = 0, maxDepth = 0
for t in Tokens(source: "((a) + (b * (c)))") {
    if t == .lparen { depth += 1; maxDepth = max(maxDepth, depth) }
    if t == .rparen { depth -= 1 }
}
print("max depth:", maxDepth, "balanced:", depth == 0)

let statements = "x = 1; y = x + 2;; z = y"
let parts = statements.split(separator: ";")
for p in parts {
    let toks = Array(Tokens(source: String(p)))
    print(toks.count, toks.first.map { "\($0)" } ?? "-")
}

let ops = expr.filter { if case .op = $0 { return true }; return false }
print(ops)

for (i, t) in expr.enumerated().dropFirst(3).prefix(3) {
    print(i, t)
}

print(Array(Tokens(source: "   ")).isEmpty)
print(Array(Tokens(source: "abc123 9x")))

// expect: id(total) op(=) ( id(price1) op(+) num(42) ) op(*) id(qty) op(-) num(7)
// expect: 11
// expect: ["total", "price1", "qty"]
// expect: [42, 7] 49
// expect: true false
// expect: op(=)
// expect: max depth: 3 balanced: true
// expect: 3 id(x)
// expect: 5 id(y)
// expect: 3 id(z)
// expect: [op(=), op(+), op(*), op(-)]
// expect: 3 id(price1)
// expect: 4 op(+)
// expect: 5 num(42)
// expect: true
// expect: [id(abc123), num(9), id(x)]
