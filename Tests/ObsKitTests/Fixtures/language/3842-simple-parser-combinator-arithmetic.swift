// App code style: simple parser combinator for arithmetic expressions
// known-gap: error: 3842-simple-parser-combinator-arithmetic.swift:34:74: error: value of optional type 'Parser?' must be unwrapped to refer to member 'run' of wrapped base type 'Parser'
struct Parser<T> {
    let run: (Substring) -> (T, Substring)?
    func map<U>(_ f: @escaping (T) -> U) -> Parser<U> {
        Parser<U> { input in run(input).map { (f($0.0), $0.1) } }
    }
    func then<U>(_ next: Parser<U>) -> Parser<(T, U)> {
        Parser<(T, U)> { input in
            guard let (a, r1) = run(input), let (b, r2) = next.run(r1) else { return nil }
            return ((a, b), r2)
        }
    }
    func or(_ other: Parser<T>) -> Parser<T> { Parser { run($0) ?? other.run($0) } }
    var many: Parser<[T]> {
        Parser<[T]> { input in
            var out: [T] = [], rest = input
            while let (v, r) = run(rest) { out.append(v); rest = r }
            return (out, rest)
        }
    }
}

func char(_ pred: @escaping (Character) -> Bool) -> Parser<Character> {
    Parser { s in s.first.flatMap { pred($0) ? ($0, s.dropFirst()) : nil } }
}
func token(_ c: Character) -> Parser<Character> {
    let spaces = char { $0 == " " }.many
    return spaces.then(char { $0 == c }).map { $0.1 }
}
let number: Parser<Int> = char { $0 == " " }.many.then(char { $0.isNumber }.then(char { $0.isNumber }.many))
    .map { Int(String([$0.1.0] + $0.1.1))! }

func lazyP<T>(_ make: @escaping () -> Parser<T>) -> Parser<T> { Parser { make().run($0) } }

func chainLeft(_ p: Parser<Int>, _ ops: Parser<Character>, _ apply: @escaping (Int, Character, Int) -> Int) -> Parser<Int> {
    p.then(ops.then(p).many).map { first, rest in rest.reduce(first) { apply($0, $1.0, $1.1) } }
}

var expr: Parser<Int>!
let factor = number.or(token("(").then(lazyP { expr }).then(token(")")).map { $0.0.1 })
let term = chainLeft(factor, token("*").or(token("/"))) { $1 == "*" ? $0 * $2 : $0 / $2 }
expr = chainLeft(term, token("+").or(token("-"))) { $1 == "+" ? $0 + $2 : $0 - $2 }

for src in ["1 + 2 * 3", "(1 + 2) * 3", "100 / 7 - 2", "2 * (3 + 4) * 5", "42", "8 - 3 - 2", "7 +"] {
    if let (v, rest) = expr.run(Substring(src)) {
        print("\(src) = \(v)" + (rest.isEmpty ? "" : " (left: '\(rest)')"))
    } else {
        print("\(src): parse error")
    }
}
// expect: 1 + 2 * 3 = 7
// expect: (1 + 2) * 3 = 9
// expect: 100 / 7 - 2 = 12
// expect: 2 * (3 + 4) * 5 = 70
// expect: 42 = 42
// expect: 8 - 3 - 2 = 3
// expect: 7 + = 7 (left: ' +')
