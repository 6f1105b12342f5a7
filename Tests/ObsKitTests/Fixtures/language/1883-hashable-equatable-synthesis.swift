// Compiler test style: synthesized Equatable/Hashable — structs and enums with associated values used as Set elements and Dictionary keys
struct Point: Hashable {
    var x: Int
    var y: Int
}

enum Shape: Hashable {
    case circle(center: Point, radius: Int)
    case rect(Point, Point)
    case empty
}

let p1 = Point(x: 1, y: 2)
let p2 = Point(x: 1, y: 2)
let p3 = Point(x: 2, y: 1)
print(p1 == p2, p1 == p3, p1 != p3)
print(p1.hashValue == p2.hashValue)

let shapes: [Shape] = [
    .circle(center: p1, radius: 3), .rect(p1, p3), .empty,
    .circle(center: p2, radius: 3), .circle(center: p1, radius: 4), .empty, .rect(p3, p1),
]
let unique = Set(shapes)
print("total \(shapes.count), unique \(unique.count)")
print(Shape.circle(center: p1, radius: 3) == .circle(center: p2, radius: 3))
print(Shape.rect(p1, p3) == .rect(p3, p1))

// Counting with a dictionary keyed by enum with payload
var counts: [Shape: Int] = [:]
for s in shapes { counts[s, default: 0] += 1 }
func label(_ s: Shape) -> String {
    switch s {
    case let .circle(c, r): return "circle(\(c.x),\(c.y) r\(r))"
    case let .rect(a, b): return "rect(\(a.x),\(a.y)-\(b.x),\(b.y))"
    case .empty: return "empty"
    }
}
for (k, v) in counts.map({ (label($0.key), $0.value) }).sorted(by: { $0.0 < $1.0 }) {
    print(k, v)
}

// Custom == on one type, synthesized on another that contains it
struct CaseInsensitive: Hashable {
    let text: String
    static func == (a: CaseInsensitive, b: CaseInsensitive) -> Bool { a.text.lowercased() == b.text.lowercased() }
    func hash(into h: inout Hasher) { h.combine(text.lowercased()) }
}
struct User: Hashable {
    let name: CaseInsensitive
    let age: Int
}
let u1 = User(name: CaseInsensitive(text: "Ada"), age: 36)
let u2 = User(name: CaseInsensitive(text: "ADA"), age: 36)
let u3 = User(name: CaseInsensitive(text: "ada"), age: 37)
print(u1 == u2, u1 == u3, Set([u1, u2, u3]).count)

// Enum with no payload is Hashable automatically; generic struct conditionally
enum Light { case on, off }
struct Pair<A, B> { let a: A; let b: B }
extension Pair: Equatable where A: Equatable, B: Equatable {}
extension Pair: Hashable where A: Hashable, B: Hashable {}
let pairs: Set<Pair<Light, Int>> = [Pair(a: .on, b: 1), Pair(a: .on, b: 1), Pair(a: .off, b: 1)]
print(pairs.count, Pair(a: "x", b: 2) == Pair(a: "x", b: 2))

// Tuples are not Hashable, but arrays of Hashable are
let groups: Set<[Point]> = [[p1, p3], [p2, p3], [p3, p1]]
print(groups.count)
print(Optional(p1) == p2, [p1: "first"][p2] ?? "missing")

// expect: true false true
// expect: true
// expect: total 7, unique 5
// expect: true
// expect: false
// expect: circle(1,2 r3) 2
// expect: circle(1,2 r4) 1
// expect: empty 2
// expect: rect(1,2-2,1) 1
// expect: rect(2,1-1,2) 1
// expect: true false 2
// expect: 2 true
// expect: 2
// expect: true first
