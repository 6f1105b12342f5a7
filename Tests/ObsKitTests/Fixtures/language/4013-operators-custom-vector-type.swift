// Compiler test style: operators on a custom vector type with integer and float literals on either side
struct Vec: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible, Equatable {
    var x: Double, y: Double
    init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    init(integerLiteral v: Int) { x = Double(v); y = Double(v) }
    init(floatLiteral v: Double) { x = v; y = v }
    static func + (a: Vec, b: Vec) -> Vec { Vec(a.x + b.x, a.y + b.y) }
    static func * (a: Vec, b: Vec) -> Vec { Vec(a.x * b.x, a.y * b.y) }
    static func * (k: Double, v: Vec) -> Vec { Vec(k * v.x, k * v.y) }
    var description: String { "(\(x), \(y))" }
}

let v = Vec(1, 2)
print(v + 1)
print(1 + v)
print(v * 0.5)
print(2 * v)
print(2.5 * v)
print(v + 1 + 2)
let k = 3.0
print(k * v)
print(v == Vec(1, 2), v == 1)
print(Vec(3, 3) == 3)
var acc: Vec = 0
for i in 1...3 { acc = acc + Vec(Double(i), 0) }
print(acc)
let list: [Vec] = [1, 2.5, Vec(0, 1)]
print(list.reduce(0, +))
// expect: (2.0, 3.0)
// expect: (2.0, 3.0)
// expect: (0.5, 1.0)
// expect: (2.0, 4.0)
// expect: (2.5, 5.0)
// expect: (4.0, 5.0)
// expect: (3.0, 6.0)
// expect: true false
// expect: true
// expect: (6.0, 0.0)
// expect: (3.5, 4.5)
