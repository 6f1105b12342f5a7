// parser combinator style (expression parser): a recursive-descent arithmetic parser built from combinators with chainl1, lazy recursion through a box, and precedence
final class Parser<A> {
    let run: (inout Substring) -> A?
    init(_ run: @escaping (inout Substring) -> A?) { self.run = run }

    func map<B>(_ f: @escaping (A) -> B) -> Parser<B> { Parser<B> { self.run(&$0).map(f) } }

    static func deferred(_ make: @escaping () -> Parser<A>) -> Parser<A> {
        var cached: Parser<A>?
        return Parser { input in
            if cached == nil { cached = make() }
            return cached!.run(&input)
        }
    }
}

func token(_ c: Character) -> Parser<Character> {
    Parser { input in
        while input.first == " " { input.removeFirst() }
        guard input.first == c else { return nil }
        return input.removeFirst()
    }
}

let number = Parser<Int> { input in
    while input.first == " " { input.removeFirst() }
    let digits = input.prefix(while: \.isNumber)
    guard let n = Int(digits) else { return nil }
    input.removeFirst(digits.count)
    return n
}

func oneOf<A>(_ ps: Parser<A>...) -> Parser<A> {
    Parser { input in
        for p in ps { let saved = input; if let r = p.run(&input) { return r }; input = saved }
        return nil
    }
}

func chainl1<A>(_ operand: Parser<A>, _ op: Parser<(A, A) -> A>) -> Parser<A> {
    Parser { input in
        guard var acc = operand.run(&input) else { return nil }
        while true {
            let saved = input
            guard let f = op.run(&input), let rhs = operand.run(&input) else { input = saved; return acc }
            acc = f(acc, rhs)
        }
    }
}

var expr: Parser<Int>!
let parenthesized = Parser<Int> { input in
    guard token("(").run(&input) != nil, let v = expr.run(&input), token(")").run(&input) != nil else { return nil }
    return v
}
let negated = Parser<Int>.deferred { token("-").map { _ in 0 } }
let atom = oneOf(number, parenthesized, Parser { input in
    guard negated.run(&input) != nil, let v = number.run(&input) else { return nil }
    return -v
})
let addOp = oneOf(token("+").map { _ in (+) as (Int, Int) -> Int }, token("-").map { _ in (-) })
let mulOp = oneOf(token("*").map { _ in (*) as (Int, Int) -> Int }, token("/").map { _ in (/) })
let term = chainl1(atom, mulOp)
expr = chainl1(term, addOp)

for source in ["1 + 2 * 3", "(1 + 2) * 3", "10 - 4 - 3", "2 * (3 + 4) * -1", "100 / 7 / 2", "8 +", "(2"] {
    var input = source[...]
    if let value = expr.run(&input) {
        print(source, "=", value, input.isEmpty ? "" : "(rest: '\(input)')")
    } else {
        print(source, "-> no parse")
    }
}

// expect: 1 + 2 * 3 = 7 
// expect: (1 + 2) * 3 = 9 
// expect: 10 - 4 - 3 = 3 
// expect: 2 * (3 + 4) * -1 = -14 
// expect: 100 / 7 / 2 = 7 
// expect: 8 + = 8 (rest: ' +')
// expect: (2 -> no parse
