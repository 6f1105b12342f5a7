// Swift Evolution style (SE-0380): if/switch expressions in property getters, closures and with fatal branches
enum Token {
    case number(Int)
    case op(Character)
    case ident(String)
}

struct Lexeme {
    var token: Token
    var precedence: Int {
        switch token {
        case .op("+"), .op("-"): 1
        case .op("*"), .op("/"): 2
        case .op: 0
        case .number, .ident: -1
        }
    }
    var text: String {
        if case .number(let n) = token { String(n) }
        else if case .ident(let s) = token { s }
        else if case .op(let c) = token { String(c) }
        else { fatalError("unreachable") }
    }
}

let lexemes = [Token.number(12), .op("+"), .ident("x"), .op("*"), .number(3), .op("%")].map { Lexeme(token: $0) }
for l in lexemes {
    print(l.text, l.precedence)
}

let kinds = lexemes.map { lexeme in
    switch lexeme.token {
    case .number: "N"
    case .op: "O"
    case .ident: "I"
    }
}
print(kinds.joined())

func sign(_ x: Int) -> Int {
    if x > 0 { 1 } else if x < 0 { -1 } else { 0 }
}
print([-4, 0, 9].map(sign))

var total = 0
for l in lexemes {
    let add = switch l.token {
    case .number(let n): n
    default: 0
    }
    total += add
}
print("numeric total \(total)")

let description: String = switch (lexemes.count, total) {
case (0, _): "empty"
case (let n, let t) where t > 10: "\(n) tokens, big total"
case (let n, _): "\(n) tokens"
}
print(description)

let optionalText: String? = if total > 100 { "huge" } else { nil }
print(optionalText ?? "not huge")

let doubled = { (x: Int) -> Int in if x.isMultiple(of: 2) { x } else { x * 2 } }
print(doubled(3), doubled(4))
// expect: 12 -1
// expect: + 1
// expect: x -1
// expect: * 2
// expect: 3 -1
// expect: % 0
// expect: NOIONO
// expect: [-1, 0, 1]
// expect: numeric total 15
// expect: 6 tokens, big total
// expect: not huge
// expect: 6 4
