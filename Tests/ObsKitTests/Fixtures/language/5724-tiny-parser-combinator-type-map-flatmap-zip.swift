// Point-Free style (functional parsing): a tiny parser-combinator type with map, flatMap, zip and many
struct Parser<Output> {
    let run: (inout Substring) -> Output?

    func map<B>(_ f: @escaping (Output) -> B) -> Parser<B> {
        Parser<B> { input in self.run(&input).map(f) }
    }

    func flatMap<B>(_ f: @escaping (Output) -> Parser<B>) -> Parser<B> {
        Parser<B> { input in
            let original = input
            guard let a = self.run(&input), let b = f(a).run(&input) else { input = original; return nil }
            return b
        }
    }
}

func literal(_ s: String) -> Parser<Void> {
    Parser { input in
        guard input.hasPrefix(s) else { return nil }
        input.removeFirst(s.count)
        return ()
    }
}

let int = Parser<Int> { input in
    let digits = input.prefix { $0.isNumber }
    guard let n = Int(digits) else { return nil }
    input.removeFirst(digits.count)
    return n
}

func zip<A, B>(_ a: Parser<A>, _ b: Parser<B>) -> Parser<(A, B)> {
    Parser { input in
        let original = input
        guard let x = a.run(&input) else { return nil }
        guard let y = b.run(&input) else { input = original; return nil }
        return (x, y)
    }
}

func many<A>(_ p: Parser<A>, separator: Parser<Void>) -> Parser<[A]> {
    Parser { input in
        var results: [A] = []
        while let next = p.run(&input) {
            results.append(next)
            if separator.run(&input) == nil { break }
        }
        return results
    }
}

struct Point { let x: Int; let y: Int }
let point = zip(zip(literal("("), int), zip(literal(","), zip(int, literal(")"))))
    .map { Point(x: $0.0.1, y: $0.1.1.0) }
let points = many(point, separator: literal(";"))

var input = "(1,2);(30,4);(5,60) rest"[...]
let parsed = points.run(&input)!
print(parsed.map { "\($0.x):\($0.y)" }, "remaining: [\(input)]")

let sized = int.flatMap { n in literal("x").map { n * 2 } }
var other = "21x!"[...]
print(sized.run(&other) as Any, other)
var bad = "21y"[...]
print(sized.run(&bad) as Any, bad)

// expect: ["1:2", "30:4", "5:60"] remaining: [ rest]
// expect: Optional(42) !
// expect: nil 21y
