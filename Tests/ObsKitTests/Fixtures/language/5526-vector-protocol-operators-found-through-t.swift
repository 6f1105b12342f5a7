// Stack Overflow style (generic operators and protocol static funcs): a Vector protocol with operators found through T
protocol VectorSpace {
    static var zero: Self { get }
    static func + (a: Self, b: Self) -> Self
    static func * (k: Double, v: Self) -> Self
}

struct V2: VectorSpace, CustomStringConvertible {
    var x: Double, y: Double
    static var zero: V2 { V2(x: 0, y: 0) }
    static func + (a: V2, b: V2) -> V2 { V2(x: a.x + b.x, y: a.y + b.y) }
    static func * (k: Double, v: V2) -> V2 { V2(x: k * v.x, y: k * v.y) }
    var description: String { "(\(x), \(y))" }
}

extension Double: VectorSpace {}

infix operator •: MultiplicationPrecedence
func • <T: VectorSpace>(k: Double, v: T) -> T { k * v }

func lerp<T: VectorSpace>(_ a: T, _ b: T, _ t: Double) -> T {
    (1 - t) * a + t * b
}

func centroid<T: VectorSpace>(_ pts: [T]) -> T {
    guard !pts.isEmpty else { return .zero }
    return (1.0 / Double(pts.count)) * pts.reduce(.zero, +)
}

let a = V2(x: 0, y: 0), b = V2(x: 10, y: 4)
print(lerp(a, b, 0.25), lerp(2.0, 4.0, 0.5))
print(centroid([a, b, V2(x: 2, y: 2)]))
print(centroid([1.0, 2.0, 6.0]), centroid([V2]()))
print(3 • b, 2 • 1.5)
print([a, b].map { 0.5 • $0 })
func sumScaled<T: VectorSpace>(_ pairs: [(Double, T)]) -> T {
    pairs.reduce(T.zero) { $0 + $1.0 * $1.1 }
}
print(sumScaled([(1, a), (0.5, b)]), sumScaled([(2, 1.0), (3, 2.0)]))
print(type(of: lerp(a, b, 1)))

// expect: (2.5, 1.0) 3.0
// expect: (4.0, 2.0)
// expect: 3.0 (0.0, 0.0)
// expect: (30.0, 12.0) 3.0
// expect: [(0.0, 0.0), (5.0, 2.0)]
// expect: (5.0, 2.0) 8.0
// expect: V2
