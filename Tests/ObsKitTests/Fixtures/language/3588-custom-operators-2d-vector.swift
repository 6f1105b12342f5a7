// App code style: custom operators and a 2D vector struct for a seeded robot walk simulation
precedencegroup DotPrecedence {
    higherThan: AdditionPrecedence
    associativity: left
}
infix operator •: DotPrecedence
prefix operator √

struct Vec: Hashable, CustomStringConvertible {
    var x: Int, y: Int
    static let zero = Vec(x: 0, y: 0)
    static func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vec, b: Vec) -> Vec { Vec(x: a.x - b.x, y: a.y - b.y) }
    static func * (k: Int, v: Vec) -> Vec { Vec(x: k * v.x, y: k * v.y) }
    static func += (a: inout Vec, b: Vec) { a = a + b }
    static prefix func - (v: Vec) -> Vec { Vec(x: -v.x, y: -v.y) }
    static func • (a: Vec, b: Vec) -> Int { a.x * b.x + a.y * b.y }
    var manhattan: Int { abs(x) + abs(y) }
    var description: String { "(\(x),\(y))" }
}
prefix func √ (n: Int) -> Int { var r = 0; while (r + 1) * (r + 1) <= n { r += 1 }; return r }

let a = Vec(x: 3, y: -1), b = Vec(x: 2, y: 5)
print(a + b, a - b, 3 * a, -b, a • b, a • b + 1, √(a • a + 90))

var seed: UInt32 = 7
func nextRand() -> UInt32 { seed = seed &* 1103515245 &+ 12345; return (seed >> 16) & 0x7fff }
let dirs = [Vec(x: 0, y: 1), Vec(x: 1, y: 0), Vec(x: 0, y: -1), Vec(x: -1, y: 0)]
var pos = Vec.zero, facing = 0
var visited: [Vec: Int] = [.zero: 1]
var path: [String] = []
for _ in 0..<20 {
    let r = nextRand() % 10
    switch r {
    case 0...1: facing = (facing + 3) % 4; path.append("L")
    case 2...3: facing = (facing + 1) % 4; path.append("R")
    default:
        let steps = Int(r) - 3
        pos += steps * dirs[facing]
        visited[pos, default: 0] += 1
        path.append("F\(steps)")
    }
}
print(path.joined(separator: " "))
print("end \(pos), distance \(pos.manhattan), unique spots \(visited.count)")
let far = visited.keys.max { ($0.manhattan, $0.x, $0.y) < ($1.manhattan, $1.x, $1.y) }!
print("farthest \(far), revisits \(visited.values.filter { $0 > 1 }.count)")
// expect: (5,4) (1,-6) (9,-3) (-2,-5) 1 2 10
// expect: F1 F3 F5 F1 L F2 F1 L F2 R R R L F1 F6 R F2 F1 L L
// expect: end (0,15), distance 15, unique spots 12
// expect: farthest (-3,15), revisits 0
