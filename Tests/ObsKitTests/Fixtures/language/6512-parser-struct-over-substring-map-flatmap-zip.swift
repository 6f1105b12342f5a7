// Functional Swift style (parser combinators): a Parser<A> struct over Substring with map, flatMap, zip and many
struct Parser<A> {
    let run: (inout Substring) -> A?
}

extension Parser {
    func map<B>(_ f: @escaping (A) -> B) -> Parser<B> {
        Parser<B> { input in self.run(&input).map(f) }
    }
    func flatMap<B>(_ f: @escaping (A) -> Parser<B>) -> Parser<B> {
        Parser<B> { input in
            let original = input
            guard let a = self.run(&input) else { return nil }
            guard let b = f(a).run(&input) else { input = original; return nil }
            return b
        }
    }
    func parse(_ string: String) -> (match: A?, rest: Substring) {
        var input = string[...]
        let match = run(&input)
        return (match, input)
    }
}

func zip<A, B>(_ a: Parser<A>, _ b: Parser<B>) -> Parser<(A, B)> {
    Parser<(A, B)> { input in
        let original = input
        guard let x = a.run(&input) else { return nil }
        guard let y = b.run(&input) else { input = original; return nil }
        return (x, y)
    }
}

func literal(_ p: String) -> Parser<Void> {
    Parser<Void> { input in
        guard input.hasPrefix(p) else { return nil }
        input.removeFirst(p.count)
        return ()
    }
}

let int = Parser<Int> { input in
    let digits = input.prefix(while: { $0.isNumber })
    guard let n = Int(digits) else { return nil }
    input.removeFirst(digits.count)
    return n
}

func many<A>(_ p: Parser<A>, separatedBy sep: Parser<Void>) -> Parser<[A]> {
    Parser<[A]> { input in
        var result: [A] = []
        guard let first = p.run(&input) else { return [] }
        result.append(first)
        while true {
            let save = input
            guard sep.run(&input) != nil, let next = p.run(&input) else { input = save; break }
            result.append(next)
        }
        return result
    }
}

let point = zip(zip(int, literal(",")), int).map { pair, y in (x: pair.0, y: y) }
let r = point.parse("12,34 rest")
print(r.match.map { "(\($0.x), \($0.y))" } ?? "nil", "rest:[\(r.rest)]")
print(point.parse("12;34").match == nil, point.parse("12;34").rest)

let list = many(int, separatedBy: literal(" "))
print(list.parse("1 2 3 4x").match ?? [], list.parse("1 2 3 4x").rest)
let doubled = int.flatMap { n in literal("*").map { n * 2 } }
print(doubled.parse("21*").match ?? -1, doubled.parse("21+").match ?? -1, doubled.parse("21+").rest)

// expect: (12, 34) rest:[ rest]
// expect: true 12;34
// expect: [1, 2, 3, 4] x
// expect: 42 -1 21+
