// Point-Free style (protocol witnesses): replacing a protocol with a generic struct of closures, with combinators that build new witnesses from old ones
// known-gap: error: 6072-replacing-protocol-generic-struct-closures-combinators-build.swift:19:60: error: binary operator '>=' cannot be applied to operands of type 'Int' and 'function'
struct Describing<A> {
    let describe: (A) -> String
    func contramap<B>(_ f: @escaping (B) -> A) -> Describing<B> { Describing<B> { self.describe(f($0)) } }
}
struct Combining<A> {
    let empty: A
    let combine: (A, A) -> A
}
extension Combining {
    func concat(_ xs: [A]) -> A { xs.reduce(empty, combine) }
    static func pair<B>(_ a: Combining<A>, _ b: Combining<B>) -> Combining<(A, B)> {
        Combining<(A, B)>(empty: (a.empty, b.empty)) { x, y in (a.combine(x.0, y.0), b.combine(x.1, y.1)) }
    }
}
extension Combining where A == Int {
    static let sum = Combining(empty: 0, combine: +)
    static let product = Combining(empty: 1, combine: *)
    static let maximum = Combining(empty: .min, combine: { Swift.max($0, $1) })
}
extension Combining where A == String {
    static let joined = Combining(empty: "", combine: +)
    static func separated(by s: String) -> Combining {
        Combining(empty: "") { $0.isEmpty ? $1 : $1.isEmpty ? $0 : $0 + s + $1 }
    }
}
extension Describing where A == Int {
    static let plain = Describing { "\($0)" }
    static let roman = Describing { n in
        let table = [(10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
        var n = n, out = ""
        for (v, s) in table { while n >= v { out += s; n -= v } }
        return out
    }
}
extension Describing {
    static func list(_ d: Describing) -> Describing<[A]> { Describing<[A]> { "[" + $0.map(d.describe).joined(separator: "; ") + "]" } }
}

let values = [3, 9, 4, 14]
print(Combining.sum.concat(values), Combining.product.concat(values), Combining.maximum.concat(values))
print(Combining.joined.concat(["a", "b", "c"]), Combining.separated(by: ", ").concat(["x", "", "y", "z"]))
let both = Combining.pair(.sum, .separated(by: "-"))
let total = both.concat(values.map { ($0, String($0)) })
print(total.0, total.1)
print(Describing.list(.roman).describe(values), Describing.list(.plain).describe([]))
struct Chapter { let number: Int; let title: String }
let chapterD = Describing<Int>.roman.contramap { (c: Chapter) in c.number }
let chapters = [Chapter(number: 4, title: "Ok"), Chapter(number: 19, title: "End")]
print(chapters.map(chapterD.describe), Describing.list(chapterD).describe(chapters))
print(Combining.pair(.product, .maximum).concat([(2, 5), (3, 1)]))

// expect: 30 1512 14
// expect: abc x, y, z
// expect: 30 3-9-4-14
// expect: [III; IX; IV; XIV] []
// expect: ["IV", "XIX"] [IV; XIX]
// expect: (6, 5)
