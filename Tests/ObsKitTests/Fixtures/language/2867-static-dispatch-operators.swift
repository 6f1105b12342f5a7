// Compiler test style: operator requirements vs extension-defined operators under generic dispatch
protocol Combinable {
    static func <> (lhs: Self, rhs: Self) -> Self
}
infix operator <>: AdditionPrecedence
infix operator <+>: AdditionPrecedence
extension Combinable {
    static func <+> (lhs: Self, rhs: Self) -> String { "ext" }
}
struct Str: Combinable, CustomStringConvertible {
    var s: String
    static func <> (lhs: Str, rhs: Str) -> Str { Str(s: lhs.s + rhs.s) }
    static func <+> (lhs: Str, rhs: Str) -> String { "concrete" }
    var description: String { s }
}
struct Num: Combinable { var n: Int; static func <> (l: Num, r: Num) -> Num { Num(n: l.n + r.n) } }
func combineAll<T: Combinable>(_ xs: [T]) -> T? {
    guard var acc = xs.first else { return nil }
    for x in xs.dropFirst() { acc = acc <> x }
    return acc
}
print(combineAll([Str(s: "a"), Str(s: "b"), Str(s: "c")]) as Any)
print(combineAll([Num(n: 1), Num(n: 2)])!.n)
print(Str(s: "x") <+> Str(s: "y"))
func genericPlus<T: Combinable>(_ a: T, _ b: T) -> String { a <+> b }
print(genericPlus(Str(s: "x"), Str(s: "y")), genericPlus(Num(n: 0), Num(n: 0)))
print(Str(s: "p") <> Str(s: "q") <> Str(s: "r"))
// expect: Optional(abc)
// expect: 3
// expect: concrete
// expect: ext ext
// expect: pqr
