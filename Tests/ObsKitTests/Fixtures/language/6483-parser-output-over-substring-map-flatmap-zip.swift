// Point-Free style (parser combinators): a Parser<Output> over Substring with map, flatMap, zip and prefix parsers, parsing a coordinate
struct Parser<Output> {
    let run: (inout Substring) -> Output?

    func parse(_ input: String) -> (match: Output?, rest: Substring) {
        var s = input[...]
        let m = run(&s)
        return (m, s)
    }

    func map<B>(_ f: @escaping (Output) -> B) -> Parser<B> {
        Parser<B> { input in run(&input).map(f) }
    }

    func flatMap<B>(_ f: @escaping (Output) -> Parser<B>) -> Parser<B> {
        Parser<B> { input in
            let original = input
            guard let a = run(&input), let b = f(a).run(&input) else { input = original; return nil }
            return b
        }
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

func zip<A, B, C>(_ a: Parser<A>, _ b: Parser<B>, _ c: Parser<C>) -> Parser<(A, B, C)> {
    zip(a, zip(b, c)).map { ($0, $1.0, $1.1) }
}

extension Parser where Output == Void {
    static func literal(_ p: String) -> Self {
        Self { input in
            guard input.hasPrefix(p) else { return nil }
            input.removeFirst(p.count)
            return ()
        }
    }
}

extension Parser where Output == Substring {
    static func prefix(while predicate: @escaping (Character) -> Bool) -> Self {
        Self { input in
            let match = input.prefix(while: predicate)
            input.removeFirst(match.count)
            return match
        }
    }
}

let int = Parser<Substring>.prefix(while: { $0.isNumber || $0 == "-" }).flatMap { digits in
    Parser<Int> { _ in Int(digits) }
}
let double = zip(int, .literal("."), .prefix(while: \.isNumber)).map { whole, _, frac in
    Double("\(whole).\(frac)")!
}
let coordinate = zip(double, .literal(", "), double).map { lat, _, lon in (lat: lat, lon: lon) }

print(int.parse("42 rest"))
print(int.parse("x42"))
print(double.parse("3.25N"))
let c = coordinate.parse("40.5, -73.25 NYC")
print(c.match!.lat, c.match!.lon, "rest: '\(c.rest)'")
let bad = coordinate.parse("40.5; 1.0")
print(bad.match == nil, "rest unchanged: '\(bad.rest)'")
let evenOnly = int.flatMap { n in Parser<Int> { _ in n % 2 == 0 ? n : nil } }
print(evenOnly.parse("18").match as Any, evenOnly.parse("17").match as Any, evenOnly.parse("17").rest)

// expect: (match: Optional(42), rest: " rest")
// expect: (match: nil, rest: "x42")
// expect: (match: Optional(3.25), rest: "N")
// expect: 40.5 -73.25 rest: ' NYC'
// expect: true rest unchanged: '40.5; 1.0'
// expect: Optional(18) nil 17
