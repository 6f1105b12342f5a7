// Compiler test style: operator requirements in protocols with default implementations and generic operator functions
protocol VectorLike {
    var components: [Int] { get }
    init(components: [Int])
    static func + (a: Self, b: Self) -> Self
    static func * (k: Int, v: Self) -> Self
}
extension VectorLike {
    static func + (a: Self, b: Self) -> Self {
        Self(components: zip(a.components, b.components).map(+))
    }
    static func * (k: Int, v: Self) -> Self { Self(components: v.components.map { $0 * k }) }
    static prefix func - (v: Self) -> Self { -1 * v }
}

infix operator <*>: MultiplicationPrecedence
func <*> <V: VectorLike>(a: V, b: V) -> Int {
    zip(a.components, b.components).reduce(0) { $0 + $1.0 * $1.1 }
}

struct V2: VectorLike, CustomStringConvertible {
    var components: [Int]
    var description: String { "V2\(components)" }
}
struct V3: VectorLike, CustomStringConvertible {
    var components: [Int]
    static func + (a: V3, b: V3) -> V3 { V3(components: [0, 0, 0]) }
    var description: String { "V3\(components)" }
}

func sumAll<V: VectorLike>(_ vs: [V]) -> V { vs.dropFirst().reduce(vs[0], +) }

let a = V2(components: [1, 2]), b = V2(components: [3, 4])
print(a + b, 3 * a, -b)
print(a <*> b, a <*> (b + a), a <*> b + 1)
print(sumAll([a, b, a]))
let c = V3(components: [1, 1, 1])
print(c + c, sumAll([c, c]), -c)
print(2 * c <*> c)
// expect: V2[4, 6] V2[3, 6] V2[-3, -4]
// expect: 11 16 12
// expect: V2[5, 8]
// expect: V3[0, 0, 0] V3[0, 0, 0] V3[-1, -1, -1]
// expect: 6
