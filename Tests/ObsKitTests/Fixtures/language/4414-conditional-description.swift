// Compiler test style: description via extensions, protocol defaults and conditional conformance

protocol Named { var name: String { get } }
extension Named {
    var summary: String { "Named(\(name))" }
}

struct Tag: Named { var name: String }
print(Tag(name: "t"))
print(Tag(name: "t").summary)

extension Tag: CustomStringConvertible {
    var description: String { "#\(name)" }
}
print(Tag(name: "late"))
print([Tag(name: "a"), Tag(name: "b")])

struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
}

extension Stack: CustomStringConvertible where Element: CustomStringConvertible {
    var description: String {
        "Stack[" + items.map { $0.description }.joined(separator: " <- ") + "]"
    }
}

var si = Stack<Int>()
si.push(1); si.push(2)
print(si)
var st = Stack<Tag>()
st.push(Tag(name: "x"))
print(st)

struct NoDesc { var v = 0 }
var sn = Stack<NoDesc>()
sn.push(NoDesc())
print(sn)

protocol Pretty: CustomStringConvertible { var label: String { get } }
extension Pretty {
    var description: String { "<\(label)>" }
}
struct Leaf: Pretty { var label: String }
print(Leaf(label: "leaf"))
print(String(describing: Leaf(label: "l2")))
print(String(reflecting: Leaf(label: "l3")))
debugPrint(Leaf(label: "l4"))

enum Suit: String, CustomStringConvertible {
    case hearts, spades
    var description: String {
        switch self {
        case .hearts: return "♥"
        case .spades: return "♠"
        }
    }
}
print(Suit.hearts, Suit.spades)
print(Suit.hearts.rawValue)
print([Suit.spades])
debugPrint(Suit.hearts)

extension Optional where Wrapped == Int {
    var pretty: String { self.map { "some \($0)" } ?? "none" }
}
let oi: Int? = 3
print(oi.pretty, Optional<Int>.none.pretty)

struct Matrix: CustomStringConvertible {
    var rows: [[Int]]
    var description: String {
        rows.map { $0.map { String($0) }.joined(separator: " ") }.joined(separator: "\n")
    }
}
print(Matrix(rows: [[1, 2], [3, 4]]))
print("m:\n\(Matrix(rows: [[0]]))")

// expect: #t
// expect: Named(t)
// expect: #late
// expect: [#a, #b]
// expect: Stack[1 <- 2]
// expect: Stack[#x]
// expect: Stack<NoDesc>(items: [main.NoDesc(v: 0)])
// expect: <leaf>
// expect: <l2>
// expect: <l3>
// expect: <l4>
// expect: ♥ ♠
// expect: hearts
// expect: [♠]
// expect: ♥
// expect: some 3 none
// expect: 1 2
// expect: 3 4
// expect: m:
// expect: 0
