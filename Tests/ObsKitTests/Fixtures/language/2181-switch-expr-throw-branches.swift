// Swift Evolution style (SE-0380): switch/if expressions whose branches throw or trap
enum Token {
    case number(Int)
    case op(Character)
    case paren(open: Bool)
}

struct LexError: Error, CustomStringConvertible {
    let ch: Character
    var description: String { "unexpected '\(ch)'" }
}

func lex(_ ch: Character) throws -> Token {
    switch ch {
    case "0"..."9": .number(ch.wholeNumberValue!)
    case "+", "-", "*", "/": .op(ch)
    case "(": .paren(open: true)
    case ")": .paren(open: false)
    default: throw LexError(ch: ch)
    }
}

func render(_ t: Token) -> String {
    switch t {
    case .number(let n): "NUM(\(n))"
    case .op(let c): "OP(\(c))"
    case .paren(let open): if open { "LP" } else { "RP" }
    }
}

func tokenize(_ s: String) -> String {
    do {
        let tokens = try s.filter { $0 != " " }.map(lex)
        return tokens.map(render).joined(separator: " ")
    } catch {
        return "error: \(error)"
    }
}

print(tokenize("(1 + 2) * 3"))
print(tokenize("4 / 2 - 9"))
print(tokenize("7 % 2"))

func precedence(_ c: Character) -> Int {
    let p = switch c {
    case "+", "-": 1
    case "*", "/": 2
    default: 0
    }
    return p
}
print(["+", "*", "?"].map { precedence(Character($0)) })

func evaluate(_ a: Int, _ op: Character, _ b: Int) -> Int? {
    let result: Int? = switch op {
    case "+": a + b
    case "-": a - b
    case "*": a * b
    case "/": if b == 0 { nil } else { a / b }
    default: nil
    }
    return result
}
print(evaluate(6, "/", 3) as Any, evaluate(1, "/", 0) as Any, evaluate(2, "*", 21) as Any)

let nestedValue = if precedence("*") > 1 {
    switch 3 { case 3: "three"; default: "other" }
} else {
    "never"
}
print(nestedValue)

// expect: LP NUM(1) OP(+) NUM(2) RP OP(*) NUM(3)
// expect: NUM(4) OP(/) NUM(2) OP(-) NUM(9)
// expect: error: unexpected '%'
// expect: [1, 2, 0]
// expect: Optional(2) nil Optional(42)
// expect: three
