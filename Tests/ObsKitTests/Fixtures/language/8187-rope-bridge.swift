// Advent of Code style: rope knots following the head, Point struct with + operator and Set<Point>
struct Point: Hashable {
    var x: Int
    var y: Int

    static func + (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    static func - (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }
}

let input = """
R 5
U 8
L 8
D 3
R 17
D 10
L 25
U 20
"""

let deltas: [Character: Point] = [
    "R": Point(x: 1, y: 0), "L": Point(x: -1, y: 0),
    "U": Point(x: 0, y: 1), "D": Point(x: 0, y: -1),
]

func follow(_ tail: inout Point, _ head: Point) {
    let d = head - tail
    if abs(d.x) <= 1 && abs(d.y) <= 1 { return }
    tail = tail + Point(x: d.x.signum(), y: d.y.signum())
}

func simulate(knots count: Int) -> Int {
    var knots = Array(repeating: Point(x: 0, y: 0), count: count)
    var visited: Set<Point> = [knots[0]]
    for line in input.split(separator: "\n") {
        let parts = line.split(separator: " ")
        let delta = deltas[parts[0].first!]!
        let steps = Int(parts[1])!
        for _ in 0..<steps {
            knots[0] = knots[0] + delta
            for i in 1..<count {
                follow(&knots[i], knots[i - 1])
            }
            visited.insert(knots[count - 1])
        }
    }
    return visited.count
}

print("Part 1: \(simulate(knots: 2))")
print("Part 2: \(simulate(knots: 10))")

// expect: Part 1: 88
// expect: Part 2: 36
