// WWDC Embrace Swift generics style (associated type inference): a Parser protocol whose Output is inferred from each parse method's return type
protocol Parser {
    associatedtype Output
    func parse(_ text: Substring) -> (Output, Substring)?
}

struct IntParser: Parser {
    func parse(_ text: Substring) -> (Int, Substring)? {
        let digits = text.prefix(while: { $0.isNumber })
        guard let value = Int(digits) else { return nil }
        return (value, text.dropFirst(digits.count))
    }
}

struct Literal: Parser {
    let token: String
    func parse(_ text: Substring) -> ((), Substring)? {
        text.hasPrefix(token) ? ((), text.dropFirst(token.count)) : nil
    }
}

struct Pair<A: Parser, B: Parser>: Parser {
    let first: A, second: B
    func parse(_ text: Substring) -> ((A.Output, B.Output), Substring)? {
        guard let (a, rest) = first.parse(text), let (b, tail) = second.parse(rest) else { return nil }
        return ((a, b), tail)
    }
}

struct Map<Upstream: Parser, Output>: Parser {
    let upstream: Upstream
    let transform: (Upstream.Output) -> Output
    func parse(_ text: Substring) -> (Output, Substring)? {
        upstream.parse(text).map { (transform($0.0), $0.1) }
    }
}

func run<P: Parser>(_ p: P, _ input: String) -> String {
    guard let (value, rest) = p.parse(input[...]) else { return "no match for \(input)" }
    return "\(value) rest=\"\(rest)\""
}

let size = Map(upstream: Pair(first: IntParser(), second: Pair(first: Literal(token: "x"), second: IntParser()))) { pair in
    (width: pair.0, height: pair.1.1)
}
print(run(IntParser(), "42abc"))
print(run(size, "1920x1080!"))
print(run(size, "12y4"))
print(run(Map(upstream: IntParser()) { $0 * 2 }, "21"))
print(IntParser.Output.self, Literal.Output.self)

// expect: 42 rest="abc"
// expect: (width: 1920, height: 1080) rest="!"
// expect: no match for 12y4
// expect: 42 rest=""
// expect: Int ()
