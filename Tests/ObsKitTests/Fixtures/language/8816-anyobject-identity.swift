// Compiler test style (identity): === and !== on class instances versus == on values
final class Token: Equatable, CustomStringConvertible {
    let text: String
    init(_ text: String) { self.text = text }
    static func == (a: Token, b: Token) -> Bool { a.text == b.text }
    var description: String { "Token(\(text))" }
}

let t1 = Token("x")
let t2 = Token("x")
let t3 = t1
print(t1 == t2, t1 === t2, t1 === t3, t1 !== t2)

// Identity in arrays
let tokens = [t1, t2, t3]
print(tokens.filter { $0 === t1 }.count, tokens.filter { $0 == t1 }.count)
print(tokens.firstIndex { $0 === t2 } as Any, tokens.firstIndex(of: t2) as Any)

// AnyObject existentials keep identity
let a: AnyObject = t1
let b: AnyObject = t3
print(a === b, a === t2)

// Optional identity comparisons
var maybe: Token? = nil
print(maybe === nil, maybe === t1)
maybe = t1
print(maybe === t1, maybe !== t2)

// ObjectIdentifier gives a hashable identity
var seen: [ObjectIdentifier: String] = [:]
for t in tokens { seen[ObjectIdentifier(t), default: ""] += t.text }
print(seen.count, seen[ObjectIdentifier(t1)]!, seen[ObjectIdentifier(t2)]!)

// Identity survives being stored in a struct and passed around
struct Holder { let token: Token }
func same(_ h: Holder, _ t: Token) -> Bool { h.token === t }
print(same(Holder(token: t1), t3), same(Holder(token: t2), t1))

// Mutating through one reference is visible through all aliases
final class Cell { var v = 0 }
let c1 = Cell()
let aliases = [c1, c1, Cell()]
aliases[0].v = 7
print(aliases.map(\.v), aliases[1] === c1, aliases[2] === c1)

// Copying a value type creates independence even when it contains a class
struct Wrapper { var cell: Cell; var n: Int }
var w1 = Wrapper(cell: Cell(), n: 1)
var w2 = w1
w2.n = 2
w2.cell.v = 99
print(w1.n, w2.n, w1.cell.v, w1.cell === w2.cell)
w2.cell = Cell()
print(w1.cell === w2.cell, w1.cell.v, w2.cell.v)

// expect: true false true true
// expect: 2 3
// expect: Optional(1) Optional(0)
// expect: true false
// expect: true false
// expect: true true
// expect: 2 xx x
// expect: true false
// expect: [7, 7, 0] true false
// expect: 1 2 99 true
// expect: false 99 0
