// Point-Free style (parser combinators): oneOf, many with a separator, and optional, parsing a small key=value config with enum values
struct Parser<A> {
    let run: (inout Substring) -> A?
}

extension Parser {
    func map<B>(_ f: @escaping (A) -> B) -> Parser<B> { Parser<B> { run(&$0).map(f) } }
    func flatPair<B>(_ b: Parser<B>) -> Parser<(A, B)> {
        Parser<(A, B)> { input in
            let original = input
            guard let x = run(&input), let y = b.run(&input) else { input = original; return nil }
            return (x, y)
        }
    }

    static func oneOf(_ ps: [Parser<A>]) -> Parser<A> {
        Parser { input in
            for p in ps { if let m = p.run(&input) { return m } }
            return nil
        }
    }
    func many<S>(separatedBy sep: Parser<S>) -> Parser<[A]> {
        Parser<[A]> { input in
            var results: [A] = []
            var rest = input
            while let m = run(&input) {
                results.append(m)
                rest = input
                if sep.run(&input) == nil { break }
            }
            input = rest
            return results
        }
    }
    var optional: Parser<A?> { Parser<A?> { input in .some(run(&input)) } }
    func skip<B>(_ other: Parser<B>) -> Parser<A> {
        Parser { input in
            let original = input
            guard let a = run(&input), other.run(&input) != nil else { input = original; return nil }
            return a
        }
    }
}

func literal(_ s: String) -> Parser<Void> {
    Parser { input in
        guard input.hasPrefix(s) else { return nil }
        input.removeFirst(s.count); return ()
    }
}
let word = Parser<String> { input in
    let w = input.prefix(while: { $0.isLetter || $0 == "_" })
    guard !w.isEmpty else { return nil }
    input.removeFirst(w.count); return String(w)
}
let number = Parser<Int> { input in
    let d = input.prefix(while: \.isNumber)
    guard let n = Int(d) else { return nil }
    input.removeFirst(d.count); return n
}

enum Value {
    case flag(Bool), count(Int), name(String)
}

let value = Parser<Value>.oneOf([
    literal("true").map { .flag(true) },
    literal("false").map { .flag(false) },
    number.map(Value.count),
    word.map(Value.name),
])
let pair = word.skip(literal("=")).flatPair(value)
let config = pair.many(separatedBy: literal(";"))

var input = "debug=true;retries=3;mode=fast;verbose=false;;junk"[...]
let entries = config.run(&input)!
for (k, v) in entries { print(k, "->", v) }
print("left over: '\(input)'")
var other = "=oops"[...]
print(config.run(&other)!.count, word.optional.run(&other)! as Any, other)

// expect: debug -> flag(true)
// expect: retries -> count(3)
// expect: mode -> name("fast")
// expect: verbose -> flag(false)
// expect: left over: ';;junk'
// expect: 0 nil =oops
