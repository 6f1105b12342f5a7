// Execution-test style: enums with payloads of different shapes: printing, equality, labels, tuples, optionals and nesting.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Shape: Equatable {
    case point
    case circle(Double)
    case rect(w: Int, h: Int)
    case poly([Int])
    indirect case tagged(String, Shape?)
    indirect case group(Shape, Shape)
}
let all: [Shape] = [.point, .circle(1.5), .rect(w: 2, h: 3), .poly([1, 2]), .tagged("t", nil), .tagged("u", .point), .group(.point, .circle(2))]
for s in all { print(s) }
print(Shape.rect(w: 1, h: 2) == .rect(w: 1, h: 2), Shape.rect(w: 1, h: 2) == .rect(w: 2, h: 1))
print(Shape.tagged("t", nil) == .tagged("t", nil), Shape.group(.point, .point) == .group(.point, .point))
print(all.filter { if case .tagged = $0 { true } else { false } }.count)
enum Wrapper { case one(Int), pair(Int, Int), named(first: Int, second: Int), tuple((Int, Int)) }
let ws: [Wrapper] = [.one(1), .pair(1, 2), .named(first: 3, second: 4), .tuple((5, 6))]
for w in ws {
    switch w {
    case .one(let a): print("one", a)
    case .pair(let a, let b): print("pair", a + b)
    case .named(let first, second: let second): print("named", first * second)
    case .tuple(let t): print("tuple", t.0, t.1)
    }
}
print(ws[2], ws[3])
enum Loaded<T> { case none, some(T) }
let l: Loaded<[String]> = .some(["x"])
if case .some(let arr) = l { print(arr, arr.count) }
print(Loaded<Int>.none, Loaded.some(3))
let constructor = Shape.circle
print(constructor(9), [1.0, 2.0].map(Shape.circle))
let rectMaker = Shape.rect
print(rectMaker(7, 8))
enum Op: String { case add = "+", sub = "-" }
print(Op.add, Op.add.rawValue, Op(rawValue: "-") as Any, "\(Op.sub)")

// expect: point
// expect: circle(1.5)
// expect: rect(w: 2, h: 3)
// expect: poly([1, 2])
// expect: tagged("t", nil)
// expect: tagged("u", Optional(main.Shape.point))
// expect: group(main.Shape.point, main.Shape.circle(2.0))
// expect: true false
// expect: true true
// expect: 2
// expect: one 1
// expect: pair 3
// expect: named 12
// expect: tuple 5 6
// expect: named(first: 3, second: 4) tuple(5, 6)
// expect: ["x"] 1
// expect: none some(3)
// expect: circle(9.0) [main.Shape.circle(1.0), main.Shape.circle(2.0)]
// expect: rect(w: 7, h: 8)
// expect: add + Optional(main.Op.sub) sub
