// App code style: generic Result-like parser combinators for a tiny expression language
struct Parser<Output> {
    let run: (Substring) -> (Output, Substring)?

    func map<T>(_ f: @escaping (Output) -> T) -> Parser<T> {
        Parser<T> { input in
            guard let (out, rest) = self.run(input) else { return nil }
            return (f(out), rest)
        }
    }

    func flatMap<T>(_ f: @escaping (Output) -> Parser<T>) -> Parser<T> {
        Parser<T> { input in
            guard let (out, rest) = self.run(input) else { return nil }
            return f(out).run(rest)
        }
    }
}

func char(_ c: Character) -> Parser<Character> {
    Parser { input in
        guard let first = input.first, first == c else { return nil }
        return (first, input.dropFirst())
    }
}

let int = Parser<Int> { input in
    let digits = input.prefix { $0.isNumber }
    guard let value = Int(digits) else { return nil }
    return (value, input.dropFirst(digits.count))
}

func many<T>(_ p: Parser<T>) -> Parser<[T]> {
    Parser { input in
        var results: [T] = []
        var rest = input
        while let (out, next) = p.run(rest) {
            results.append(out)
            rest = next
        }
        return (results, rest)
    }
}

func oneOf<T>(_ ps: [Parser<T>]) -> Parser<T> {
    Parser { input in
        for p in ps {
            if let r = p.run(input) { return r }
        }
        return nil
    }
}

let op = oneOf([char("+"), char("-")])
let term = op.flatMap { o in int.map { n in o == "+" ? n : -n } }
let expr = int.flatMap { first in
    many(term).map { rest in rest.reduce(first, +) }
}

for source in ["1+2+3", "10-4+1", "7", "5-10", "x+1", "3+4abc"] {
    if let (value, rest) = expr.run(source[...]) {
        print("\(source) => \(value), rest: '\(rest)'")
    } else {
        print("\(source) => parse error")
    }
}

let point = int.flatMap { x in char(",").flatMap { _ in int.map { y in (x, y) } } }
if let ((x, y), _) = point.run("12,34"[...]) {
    print("point", x, y)
}
// expect: 1+2+3 => 6, rest: ''
// expect: 10-4+1 => 7, rest: ''
// expect: 7 => 7, rest: ''
// expect: 5-10 => -5, rest: ''
// expect: x+1 => parse error
// expect: 3+4abc => 7, rest: 'abc'
// expect: point 12 34
