// Point-Free style (Parsers): a tiny parser-combinator library over Substring with map, zip, oneOf and many
struct Parser<Output> {
    let run: (inout Substring) -> Output?

    func parse(_ s: String) -> (Output?, rest: Substring) {
        var input = s[...]
        let out = run(&input)
        return (out, input)
    }

    func map<B>(_ f: @escaping (Output) -> B) -> Parser<B> {
        Parser<B> { input in run(&input).map(f) }
    }

    func flatMap<B>(_ f: @escaping (Output) -> Parser<B>) -> Parser<B> {
        Parser<B> { input in
            let original = input
            guard let a = run(&input) else { return nil }
            guard let b = f(a).run(&input) else { input = original; return nil }
            return b
        }
    }
}

func literal(_ p: String) -> Parser<Void> {
    Parser { input in
        guard input.hasPrefix(p) else { return nil }
        input.removeFirst(p.count)
        return ()
    }
}

let int = Parser<Int> { input in
    let sign = input.first == "-" ? -1 : 1
    let body = sign == -1 ? input.dropFirst() : input
    let digits = body.prefix(while: \.isNumber)
    guard let n = Int(digits) else { return nil }
    input = body.dropFirst(digits.count)
    return sign * n
}

func zip<A, B>(_ a: Parser<A>, _ b: Parser<B>) -> Parser<(A, B)> {
    Parser { input in
        let original = input
        guard let x = a.run(&input) else { return nil }
        guard let y = b.run(&input) else { input = original; return nil }
        return (x, y)
    }
}

func oneOf<A>(_ ps: [Parser<A>]) -> Parser<A> {
    Parser { input in
        for p in ps { if let r = p.run(&input) { return r } }
        return nil
    }
}

func many<A>(_ p: Parser<A>, separatedBy sep: Parser<Void>) -> Parser<[A]> {
    Parser { input in
        var out: [A] = []
        var rest = input
        while let x = p.run(&input) {
            rest = input
            out.append(x)
            if sep.run(&input) == nil { break }
        }
        input = rest
        return out
    }
}

enum Direction: String, CaseIterable { case north = "N", south = "S", east = "E", west = "W" }
let direction = oneOf(Direction.allCases.map { d in literal(d.rawValue).map { d } })
let coord = zip(int, zip(literal("° "), direction)).map { ($0, $1.1) }
print(int.parse("42abc"), int.parse("-7"), int.parse("x1"))
print(coord.parse("40° N, rest"))
let point = zip(coord, zip(literal(", "), coord)).map { (lat: $0, lon: $1.1) }
let (p, rest) = point.parse("40° N, 73° W!")
print(p.map { "\($0.lat.0)\($0.lat.1.rawValue) \($0.lon.0)\($0.lon.1.rawValue)" } ?? "fail", rest)
let list = many(int, separatedBy: literal(","))
print(list.parse("1,2,3,x"), list.parse("9"), list.parse(""))
let pair = int.flatMap { n in literal(":").map { n * 100 } }
print(pair.parse("5:"), pair.parse("5;"))

// expect: (Optional(42), rest: "abc") (Optional(-7), rest: "") (nil, rest: "x1")
// expect: (Optional((40, main.Direction.north)), rest: ", rest")
// expect: 40N 73W !
// expect: (Optional([1, 2, 3]), rest: ",x") (Optional([9]), rest: "") (Optional([]), rest: "")
// expect: (Optional(500), rest: "") (nil, rest: "5;")
