// Point-Free style (parser combinators): a Parser<A> struct over Substring with map, flatMap, zip, oneOf and many, parsing a small coordinate list
struct Parser<A> {
    let run: (inout Substring) -> A?

    func parse(_ s: String) -> (match: A?, rest: Substring) {
        var input = s[...]
        let match = run(&input)
        return (match, input)
    }
    func map<B>(_ f: @escaping (A) -> B) -> Parser<B> {
        Parser<B> { input in run(&input).map(f) }
    }
    func flatMap<B>(_ f: @escaping (A) -> Parser<B>) -> Parser<B> {
        Parser<B> { input in
            let original = input
            guard let a = run(&input), let b = f(a).run(&input) else { input = original; return nil }
            return b
        }
    }
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
        for p in ps { if let m = p.run(&input) { return m } }
        return nil
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
    let sign = input.first == "-" ? -1 : 1
    let body = input.drop(while: { $0 == "-" }).prefix(while: \.isNumber)
    guard !body.isEmpty, let n = Int(body) else { return nil }
    input.removeFirst((sign == -1 ? 1 : 0) + body.count)
    return sign * n
}
func many<A>(_ p: Parser<A>, separatedBy sep: Parser<Void>) -> Parser<[A]> {
    Parser { input in
        var result: [A] = []
        while let a = p.run(&input) {
            result.append(a)
            if sep.run(&input) == nil { break }
        }
        return result
    }
}
struct Point { let x: Int; let y: Int }
let point = zip(literal("("), zip(int, zip(literal(","), zip(int, literal(")")))))
    .map { _, rest in Point(x: rest.0, y: rest.1.1.0) }
let direction = oneOf([literal("N").map { "north" }, literal("S").map { "south" }, literal("E").map { "east" }])
let even = int.flatMap { n in Parser { _ in n % 2 == 0 ? n : nil } }

let (pts, rest) = many(point, separatedBy: literal(";")).parse("(1,2);(-3,40);(5,x)")
print(pts!.map { "\($0.x):\($0.y)" }, "rest:", rest)
print(direction.parse("SW").match ?? "-", direction.parse("SW").rest, direction.parse("W").match ?? "nil")
print(even.parse("42abc").match as Any, even.parse("41abc").match as Any, even.parse("41abc").rest)
print(int.parse("-17!").match!, int.parse("abc").match as Any)

// expect: ["1:2", "-3:40"] rest: (5,x)
// expect: south W nil
// expect: Optional(42) nil 41abc
// expect: -17 nil
