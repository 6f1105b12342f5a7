// Compiler test style: dump of enums with payloads, indirect cases and nested collections

enum Token {
    case ident(String)
    case number(Int)
    case pair(key: String, value: Int)
    case nothing
}

indirect enum Chain {
    case end
    case link(Int, Chain)
}

enum Holder {
    case list([Int])
    case map([String: Int])
    case opt(String?)
    case tuple((Int, Int))
}

dump(Token.ident("x"))
dump(Token.number(3))
dump(Token.pair(key: "k", value: 1))
dump(Token.nothing)
dump([Token.number(1), Token.nothing])

dump(Chain.link(1, .link(2, .end)))
dump(Chain.end)

dump(Holder.list([7, 8]))
dump(Holder.map(["only": 1]))
dump(Holder.opt(nil))
dump(Holder.opt("s"))
dump(Holder.tuple((3, 4)))

let optToken: Token? = .ident("y")
dump(optToken)

struct Doc {
    var tokens: [Token]
    var meta: [String: [Int]]
}
dump(Doc(tokens: [.number(5)], meta: ["m": [1]]))

dump([[1, 2], [3]])
dump([[String]]())
dump(["a": ["b": 1]])
dump((Token.nothing, [Optional(1), nil]))

enum RawE: String { case alpha = "A", beta }
dump(RawE.alpha)
dump([RawE.beta])

dump(Token.pair(key: "deep", value: 9), name: "tok")
dump(Chain.link(1, .link(2, .link(3, .end))), maxDepth: 2)
print(Chain.link(1, .end))
print(Token.pair(key: "k", value: 2))

// expect: ▿ main.Token.ident
// expect:   - ident: "x"
// expect: ▿ main.Token.number
// expect:   - number: 3
// expect: ▿ main.Token.pair
// expect:   ▿ pair: (2 elements)
// expect:     - key: "k"
// expect:     - value: 1
// expect: - main.Token.nothing
// expect: ▿ 2 elements
// expect:   ▿ main.Token.number
// expect:     - number: 1
// expect:   - main.Token.nothing
// expect: ▿ main.Chain.link
// expect:   ▿ link: (2 elements)
// expect:     - .0: 1
// expect:     ▿ .1: main.Chain.link
// expect:       ▿ link: (2 elements)
// expect:         - .0: 2
// expect:         - .1: main.Chain.end
// expect: - main.Chain.end
// expect: ▿ main.Holder.list
// expect:   ▿ list: 2 elements
// expect:     - 7
// expect:     - 8
// expect: ▿ main.Holder.map
// expect:   ▿ map: 1 key/value pair
// expect:     ▿ (2 elements)
// expect:       - key: "only"
// expect:       - value: 1
// expect: ▿ main.Holder.opt
// expect:   - opt: nil
// expect: ▿ main.Holder.opt
// expect:   ▿ opt: Optional("s")
// expect:     - some: "s"
// expect: ▿ main.Holder.tuple
// expect:   ▿ tuple: (2 elements)
// expect:     - .0: 3
// expect:     - .1: 4
// expect: ▿ Optional(main.Token.ident("y"))
// expect:   ▿ some: main.Token.ident
// expect:     - ident: "y"
// expect: ▿ main.Doc
// expect:   ▿ tokens: 1 element
// expect:     ▿ main.Token.number
// expect:       - number: 5
// expect:   ▿ meta: 1 key/value pair
// expect:     ▿ (2 elements)
// expect:       - key: "m"
// expect:       ▿ value: 1 element
// expect:         - 1
// expect: ▿ 2 elements
// expect:   ▿ 2 elements
// expect:     - 1
// expect:     - 2
// expect:   ▿ 1 element
// expect:     - 3
// expect: - 0 elements
// expect: ▿ 1 key/value pair
// expect:   ▿ (2 elements)
// expect:     - key: "a"
// expect:     ▿ value: 1 key/value pair
// expect:       ▿ (2 elements)
// expect:         - key: "b"
// expect:         - value: 1
// expect: ▿ (2 elements)
// expect:   - .0: main.Token.nothing
// expect:   ▿ .1: 2 elements
// expect:     ▿ Optional(1)
// expect:       - some: 1
// expect:     - nil
// expect: - main.RawE.alpha
// expect: ▿ 1 element
// expect:   - main.RawE.beta
// expect: ▿ tok: main.Token.pair
// expect:   ▿ pair: (2 elements)
// expect:     - key: "deep"
// expect:     - value: 9
// expect: ▿ main.Chain.link
// expect:   ▿ link: (2 elements)
// expect:     - .0: 1
// expect:     ▹ .1: main.Chain.link
// expect: link(1, main.Chain.end)
// expect: pair(key: "k", value: 2)
