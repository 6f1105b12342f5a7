// Advanced Swift style (Sequence protocol requirements): a tokenizer Sequence whose Iterator is nested, plus contains/first/dropping defaults
struct Tokens: Sequence {
    let source: String
    struct Iterator: IteratorProtocol {
        var rest: Substring
        mutating func next() -> String? {
            rest = rest.drop { $0 == " " }
            guard let c = rest.first else { return nil }
            if c.isNumber {
                let num = rest.prefix { $0.isNumber }
                rest = rest.dropFirst(num.count)
                return "NUM(\(num))"
            }
            if c.isLetter {
                let id = rest.prefix { $0.isLetter }
                rest = rest.dropFirst(id.count)
                return "ID(\(id))"
            }
            rest = rest.dropFirst()
            return "OP(\(c))"
        }
    }
    func makeIterator() -> Iterator { Iterator(rest: source[...]) }
}
let toks = Tokens(source: "x1 = 42 + foo*7")
for t in toks { print(t) }
print(toks.contains("OP(=)"), toks.first { $0.hasPrefix("NUM") }!)
print(Array(toks.dropFirst(3)))
print(Array(toks.dropLast(2)))
print(toks.split(separator: "OP(=)").map { $0.count })
print(Array(toks.prefix(while: { !$0.hasPrefix("OP") })))
print(toks.min()!, toks.max()!)
print(Array(Tokens(source: "   ")))
print(toks.map { $0.count }.max()!)
// expect: ID(x)
// expect: NUM(1)
// expect: OP(=)
// expect: NUM(42)
// expect: OP(+)
// expect: ID(foo)
// expect: OP(*)
// expect: NUM(7)
// expect: true NUM(1)
// expect: ["NUM(42)", "OP(+)", "ID(foo)", "OP(*)", "NUM(7)"]
// expect: ["ID(x)", "NUM(1)", "OP(=)", "NUM(42)", "OP(+)", "ID(foo)"]
// expect: [2, 5]
// expect: ["ID(x)", "NUM(1)"]
// expect: ID(foo) OP(=)
// expect: []
// expect: 7
