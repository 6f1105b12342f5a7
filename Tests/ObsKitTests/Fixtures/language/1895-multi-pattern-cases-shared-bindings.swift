// Compiler test style: multi-pattern cases — one case with several patterns binding the same names, across enums, tuples and optionals
enum Token {
    case int(Int)
    case negInt(Int)
    case word(String)
    case quoted(String)
    case symbol(Character)
    case eof
}

func render(_ t: Token) -> String {
    switch t {
    case .int(let n), .negInt(let n):
        return "number(\(n))"
    case .word(let s), .quoted(let s):
        return "text(\(s))"
    case .symbol("+"), .symbol("-"):
        return "additive"
    case .symbol(let c):
        return "symbol(\(c))"
    case .eof:
        return "end"
    }
}

let tokens: [Token] = [.int(3), .negInt(4), .word("let"), .quoted("hi there"), .symbol("+"), .symbol("*"), .eof]
print(tokens.map(render).joined(separator: " "))

// Tuple patterns sharing a binding in different positions
func axisValue(_ p: (Int, Int)) -> String {
    switch p {
    case (0, let v), (let v, 0):
        return "on an axis at \(v)"
    case (let a, let b) where a == b, (let a, let b) where a == -b:
        return "diagonal \(a),\(b)"
    default:
        return "elsewhere"
    }
}
for p in [(0, 5), (7, 0), (0, 0), (3, 3), (2, -2), (1, 2)] {
    print(p, axisValue(p))
}

// A where clause binds only to the pattern it follows, not to the whole case
enum Shape { case square(side: Int), rect(w: Int, h: Int), circle(r: Int) }
func bigDimension(_ s: Shape) -> String {
    switch s {
    case .square(let d), .circle(let d), .rect(let d, _) where d > 10:
        return "primary dimension \(d)"
    case .rect(_, let h):
        return "rect with height \(h)"
    }
}
print(bigDimension(.square(side: 3)), "|", bigDimension(.circle(r: 12)), "|", bigDimension(.rect(w: 20, h: 1)), "|", bigDimension(.rect(w: 2, h: 9)))

// Optional and enum patterns combined in if case with several clauses
let maybeTokens: [Token?] = [.int(8), nil, .word("x"), .negInt(1)]
for mt in maybeTokens {
    switch mt {
    case .int(let n)?, .negInt(let n)?:
        print("optional number", n)
    case .some(let other):
        print("other token", render(other))
    case nil:
        print("no token")
    }
}

// Multi-pattern in for-case and if-case via a helper
var numbersOnly: [Int] = []
for t in tokens {
    switch t {
    case .int(let n), .negInt(let n): numbersOnly.append(n)
    default: continue
    }
}
print("numbers:", numbersOnly)
if case .symbol("*") = tokens[5] { print("token 5 is star") }

// expect: number(3) number(4) text(let) text(hi there) additive symbol(*) end
// expect: (0, 5) on an axis at 5
// expect: (7, 0) on an axis at 7
// expect: (0, 0) on an axis at 0
// expect: (3, 3) diagonal 3,3
// expect: (2, -2) diagonal 2,-2
// expect: (1, 2) elsewhere
// expect: primary dimension 3 | primary dimension 12 | primary dimension 20 | rect with height 9
// expect: optional number 8
// expect: no token
// expect: other token text(x)
// expect: optional number 1
// expect: numbers: [3, 4]
// expect: token 5 is star
