// Advent of Code style (rope bridge): a Point struct with operators, knots following the head, and Sets of visited tail positions
struct Point: Hashable, CustomStringConvertible {
    var x = 0, y = 0
    static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    var clamped: Point { Point(x: x.signum(), y: y.signum()) }
    var description: String { "(\(x),\(y))" }
}

let directions: [Character: Point] = ["R": Point(x: 1), "L": Point(x: -1), "U": Point(y: 1), "D": Point(y: -1)]

func simulate(_ steps: String, knots: Int) -> Set<Point> {
    var rope = Array(repeating: Point(), count: knots)
    var visited: Set<Point> = [rope.last!]
    for line in steps.split(separator: "\n") {
        let parts = line.split(separator: " ")
        guard let dir = directions[parts[0].first!], let n = Int(parts[1]) else { continue }
        for _ in 0..<n {
            rope[0] = rope[0] + dir
            for i in 1..<knots {
                let gap = rope[i - 1] - rope[i]
                if abs(gap.x) > 1 || abs(gap.y) > 1 {
                    rope[i] = rope[i] + gap.clamped
                }
            }
            visited.insert(rope[knots - 1])
        }
    }
    return visited
}

let small = """
R 4
U 4
L 3
D 1
R 4
D 1
L 5
R 2
"""
let larger = """
R 5
U 8
L 8
D 3
R 17
D 10
L 25
U 20
"""

let two = simulate(small, knots: 2)
print("2 knots:", two.count)
print(two.sorted { ($0.y, $0.x) < ($1.y, $1.x) }.prefix(5))
print("10 knots (small):", simulate(small, knots: 10).count)
let ten = simulate(larger, knots: 10)
print("10 knots (larger):", ten.count)
let xs = ten.map(\.x), ys = ten.map(\.y)
print("bounds:", xs.min()!, xs.max()!, ys.min()!, ys.max()!)

// expect: 2 knots: 13
// expect: [(0,0), (1,0), (2,0), (3,0), (4,1)]
// expect: 10 knots (small): 1
// expect: 10 knots (larger): 36
// expect: bounds: -11 10 -5 6
