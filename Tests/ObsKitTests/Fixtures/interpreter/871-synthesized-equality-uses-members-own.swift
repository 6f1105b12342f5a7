// Swift's synthesized `==` and `hash(into:)` compare and hash each stored property (associated value) by its
// own `==`/`hash(into:)`: a field of a struct with a hand-written case-insensitive one, as an array element,
// optional, tuple element, dictionary value, a class's own `==`; Set and Dictionary membership follows.
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
struct CI: Hashable {
    let s: String
    static func == (a: CI, b: CI) -> Bool { a.s.lowercased() == b.s.lowercased() }
    func hash(into h: inout Hasher) { h.combine(s.lowercased()) }
}
final class Ref: Hashable {
    let n: Int
    init(_ n: Int) { self.n = n }
    static func == (a: Ref, b: Ref) -> Bool { a.n % 10 == b.n % 10 }
    func hash(into h: inout Hasher) { h.combine(n % 10) }
}
struct W: Hashable { let inner: CI; var list: [CI] = []; var opt: CI? = nil }
enum E: Hashable { case a(CI), b(Int, [CI]), c(Ref) }
struct R: Hashable { let r: Ref; let t: Int }
print(W(inner: CI(s: "X")) == W(inner: CI(s: "x")))
print(W(inner: CI(s: "X"), list: [CI(s: "A")]) == W(inner: CI(s: "x"), list: [CI(s: "a")]))
print(W(inner: CI(s: "X"), opt: CI(s: "Q")) == W(inner: CI(s: "x"), opt: CI(s: "q")))
print(W(inner: CI(s: "X"), opt: CI(s: "Q")) != W(inner: CI(s: "x"), opt: nil))
print([CI(s: "A")] == [CI(s: "a")], [CI(s: "A")] != [CI(s: "a")])
print(Set([W(inner: CI(s: "X")), W(inner: CI(s: "x"))]).count)
print(E.a(CI(s: "Y")) == E.a(CI(s: "y")), E.b(1, [CI(s: "Y")]) == .b(1, [CI(s: "y")]), E.c(Ref(3)) == .c(Ref(13)))
print(Set([E.a(CI(s: "Y")), E.a(CI(s: "y")), .c(Ref(3)), .c(Ref(13)), .c(Ref(4))]).count)
print(R(r: Ref(1), t: 2) == R(r: Ref(11), t: 2), R(r: Ref(1), t: 2) == R(r: Ref(11), t: 3))
var d: [W: Int] = [:]
d[W(inner: CI(s: "K"))] = 1
d[W(inner: CI(s: "k"))] = 2
print(d.count, d[W(inner: CI(s: "K"))]!)
print((CI(s: "A"), 1) == (CI(s: "a"), 1))
print(Optional(CI(s: "A")) == CI(s: "a"))
print([W(inner: CI(s: "X"))].contains(W(inner: CI(s: "x"))))
print(Set([[CI(s: "A")], [CI(s: "a")]]).count)
let dict1 = ["k": CI(s: "A")], dict2 = ["k": CI(s: "a")]
print(dict1 == dict2)

// expect: true
// expect: true
// expect: true
// expect: true
// expect: true false
// expect: 1
// expect: true true true
// expect: 3
// expect: true false
// expect: 1 2
// expect: true
// expect: true
// expect: true
// expect: 1
// expect: true
