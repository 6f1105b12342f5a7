// Functional Swift style (applicative parsers): <^>, <*>, *> and <|> operators over a tokenising Parser<A> that evaluates arithmetic
// known-gap: error: 6531-operators-over-tokenising-parser-evaluates-arithmetic.swift:29:5: error: binary operator '<*>' cannot be applied to operands of type 'Parser<Int>' and 'Parser<Int>'
precedencegroup ChoicePrecedence {
    associativity: right
    higherThan: AssignmentPrecedence
}
precedencegroup ApplyPrecedence {
    associativity: left
    higherThan: ChoicePrecedence
}
infix operator <^>: ApplyPrecedence
infix operator <*>: ApplyPrecedence
infix operator *>: ApplyPrecedence
infix operator <|>: ChoicePrecedence

struct Parser<A> {
    let parse: (ArraySlice<Character>) -> (A, ArraySlice<Character>)?
}

func <^> <A, B>(f: @escaping (A) -> B, p: Parser<A>) -> Parser<B> {
    Parser { input in p.parse(input).map { (f($0.0), $0.1) } }
}
func <*> <A, B>(pf: Parser<(A) -> B>, pa: Parser<A>) -> Parser<B> {
    Parser { input in
        guard let (f, rest) = pf.parse(input), let (a, rest2) = pa.parse(rest) else { return nil }
        return (f(a), rest2)
    }
}
func *> <A, B>(pa: Parser<A>, pb: Parser<B>) -> Parser<B> {
    { _ in { b in b } } <^> pa <*> pb
}
func <|> <A>(l: Parser<A>, r: Parser<A>) -> Parser<A> {
    Parser { input in l.parse(input) ?? r.parse(input) }
}

func satisfy(_ pred: @escaping (Character) -> Bool) -> Parser<Character> {
    Parser { input in
        guard let c = input.first, pred(c) else { return nil }
        return (c, input.dropFirst())
    }
}
func char(_ c: Character) -> Parser<Character> { satisfy { $0 == c } }
func many1<A>(_ p: Parser<A>) -> Parser<[A]> {
    Parser { input in
        var out: [A] = [], rest = input
        while let (a, r) = p.parse(rest) { out.append(a); rest = r }
        return out.isEmpty ? nil : (out, rest)
    }
}
func curry<A, B, C>(_ f: @escaping (A, B) -> C) -> (A) -> (B) -> C { { a in { b in f(a, b) } } }

let number: Parser<Int> = { Int(String($0))! } <^> many1(satisfy { $0.isNumber })
func chain(_ term: Parser<Int>, _ op: Character, _ f: @escaping (Int, Int) -> Int) -> Parser<Int> {
    Parser { input in
        guard var (acc, rest) = term.parse(input) else { return nil }
        while let (next, r) = (char(op) *> term).parse(rest) { acc = f(acc, next); rest = r }
        return (acc, rest)
    }
}
let product = chain(number, "*", *)
let sum = chain(product, "+", +)
let pair = curry { (a: Int, b: Int) in "(\(a), \(b))" } <^> number <*> (char(",") *> number)
let either = pair <|> ({ "single \($0)" } <^> number)

for text in ["2+3*4", "10*10+1", "7", "2*3*4+1+1*5", "x+1"] {
    if let (v, rest) = sum.parse(ArraySlice(text)) {
        print(text, "=", v, rest.isEmpty ? "" : "rest: \(String(rest))")
    } else {
        print(text, "no parse")
    }
}
print(either.parse(ArraySlice("3,4")).map { $0.0 } ?? "-", either.parse(ArraySlice("42")).map { $0.0 } ?? "-")

// expect: 2+3*4 = 14 
// expect: 10*10+1 = 101 
// expect: 7 = 7 
// expect: 2*3*4+1+1*5 = 30 
// expect: x+1 no parse
// expect: (3, 4) single 42
