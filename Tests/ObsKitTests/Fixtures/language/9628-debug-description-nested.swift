// CustomDebugStringConvertible inside nested arrays, dictionaries, optionals and tuples; print vs debugPrint vs String(reflecting:)
struct Tok: CustomDebugStringConvertible {
    let text: String
    var debugDescription: String { "Tok<\(text)>" }
}

struct Both: CustomStringConvertible, CustomDebugStringConvertible {
    let n: Int
    var description: String { "both#\(n)" }
    var debugDescription: String { "Both(debug: \(n))" }
}

struct Plain { let s: String; let n: Int }

enum Kind: CustomDebugStringConvertible {
    case a, b(Int)
    var debugDescription: String {
        switch self {
        case .a: return ".a!"
        case .b(let v): return ".b!(\(v))"
        }
    }
}

let t = Tok(text: "x")
print(t)
debugPrint(t)
print("\(t)")
print(String(describing: t), String(reflecting: t))
print([t, Tok(text: "y")])
print([[t], []])
print(["k": t])
print(Optional(t) as Any)
print([Optional(t), nil])
print((t, 1))

let b = Both(n: 3)
print(b)
debugPrint(b)
print("\(b)", String(reflecting: b))
print([b])
print(["key": [b]])
print((b, "s"))
debugPrint((b, "s"))

let p = Plain(s: "q", n: 1)
print(p)
debugPrint(p)
print([p])
print(["p": Optional(p)])

print([Kind.a, .b(2)])
print(Kind.a)
debugPrint([Kind.a], Kind.b(5))

let nested: [String: [Int: [Tok]]] = ["outer": [1: [Tok(text: "deep")]]]
print(nested)
debugPrint(nested)
print(Set(["a"]).map { Tok(text: $0) })
print(["s", "t"], "s", ["s": "t"])
debugPrint("s", ["s"], Character("c"), [Character("c")])
print([1.0, 2.5], [Float(1)], [Optional(1.5)])
print([[String?]]([["a", nil]]))
let tuples = [(1, "a"), (2, "b")]
print(tuples)
debugPrint(tuples.first!)
print(String(reflecting: [1: "x"]), String(describing: Optional("o")))

// expect: Tok<x>
// expect: Tok<x>
// expect: Tok<x>
// expect: Tok<x> Tok<x>
// expect: [Tok<x>, Tok<y>]
// expect: [[Tok<x>], []]
// expect: ["k": Tok<x>]
// expect: Optional(Tok<x>)
// expect: [Optional(Tok<x>), nil]
// expect: (Tok<x>, 1)
// expect: both#3
// expect: Both(debug: 3)
// expect: both#3 Both(debug: 3)
// expect: [Both(debug: 3)]
// expect: ["key": [Both(debug: 3)]]
// expect: (Both(debug: 3), "s")
// expect: (Both(debug: 3), "s")
// expect: Plain(s: "q", n: 1)
// expect: main.Plain(s: "q", n: 1)
// expect: [main.Plain(s: "q", n: 1)]
// expect: ["p": Optional(main.Plain(s: "q", n: 1))]
// expect: [.a!, .b!(2)]
// expect: .a!
// expect: [.a!] .b!(5)
// expect: ["outer": [1: [Tok<deep>]]]
// expect: ["outer": [1: [Tok<deep>]]]
// expect: [Tok<a>]
// expect: ["s", "t"] s ["s": "t"]
// expect: "s" ["s"] "c" ["c"]
// expect: [1.0, 2.5] [1.0] [Optional(1.5)]
// expect: [[Optional("a"), nil]]
// expect: [(1, "a"), (2, "b")]
// expect: (1, "a")
// expect: [1: "x"] Optional("o")
