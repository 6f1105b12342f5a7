// App code style: config-file parser built from small combinators (key = value sections)
struct P<Out> {
    let parse: (inout Substring) -> Out?
    func map<B>(_ f: @escaping (Out) -> B) -> P<B> { P<B> { s in parse(&s).map(f) } }
    func skip<B>(_ other: P<B>) -> P<Out> {
        P { s in
            let save = s
            guard let a = parse(&s), other.parse(&s) != nil else { s = save; return nil }
            return a
        }
    }
    func zeroOrMore() -> P<[Out]> { P<[Out]> { s in var r: [Out] = []; while let x = parse(&s) { r.append(x) }; return r } }
}

func prefix(while pred: @escaping (Character) -> Bool) -> P<Substring> {
    P { s in let out = s.prefix(while: pred); s.removeFirst(out.count); return out }
}
func literal(_ l: String) -> P<Void> {
    P { s in guard s.hasPrefix(l) else { return nil }; s.removeFirst(l.count); return () }
}
func zip<A, B>(_ a: P<A>, _ b: P<B>) -> P<(A, B)> {
    P { s in
        let save = s
        guard let x = a.parse(&s) else { return nil }
        guard let y = b.parse(&s) else { s = save; return nil }
        return (x, y)
    }
}

let spaces = prefix { $0 == " " }
let newlines = prefix { $0 == "\n" }
let ident = prefix { $0.isLetter || $0 == "_" }.map(String.init)
let value = prefix { $0 != "\n" }.map { String($0).trimmingSpaces }
let pair = zip(ident.skip(spaces).skip(literal("=")).skip(spaces), value.skip(newlines))
let header = zip(literal("["), ident).map { $0.1 }.skip(literal("]")).skip(newlines)
let section = zip(header, pair.zeroOrMore())

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

let text = """
[server]
host = example.org
port = 8080
[client]
retries = 3
user_agent =   tiny/1.0
"""
var input = Substring(text)
let sections = section.zeroOrMore().parse(&input)!
for (name, pairs) in sections {
    print("section \(name): \(pairs.count) keys")
    for (k, v) in pairs { print("  \(k) -> '\(v)'") }
}
let config = Dictionary(uniqueKeysWithValues: sections.flatMap { s in s.1.map { ("\(s.0).\($0.0)", $0.1) } })
print(config.keys.sorted())
print(Int(config["server.port"] ?? "") ?? 0, "remaining: \(input.count)")
// expect: section server: 2 keys
// expect:   host -> 'example.org'
// expect:   port -> '8080'
// expect: section client: 2 keys
// expect:   retries -> '3'
// expect:   user_agent -> 'tiny/1.0'
// expect: ["client.retries", "client.user_agent", "server.host", "server.port"]
// expect: 8080 remaining: 0
