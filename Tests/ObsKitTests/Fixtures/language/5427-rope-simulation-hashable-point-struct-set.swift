// Advent of Code style (2022 day 9): rope simulation with a Hashable Point struct, Set of visited cells, signum() tail following
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

struct Point: Hashable {
    var x = 0, y = 0
}

func simulate(knots: Int) -> Int {
    var rope = [Point](repeating: Point(), count: knots)
    var visited: Set<Point> = [Point()]
    for line in input.split(separator: "\n") {
        let parts = line.split(separator: " ")
        let steps = Int(parts[1])!
        for _ in 0..<steps {
            switch parts[0] {
            case "R": rope[0].x += 1
            case "L": rope[0].x -= 1
            case "U": rope[0].y += 1
            case "D": rope[0].y -= 1
            default: fatalError()
            }
            for i in 1..<knots {
                let dx = rope[i - 1].x - rope[i].x
                let dy = rope[i - 1].y - rope[i].y
                if abs(dx) > 1 || abs(dy) > 1 {
                    rope[i].x += dx.signum()
                    rope[i].y += dy.signum()
                }
            }
            visited.insert(rope[knots - 1])
        }
    }
    let xs = visited.map(\.x), ys = visited.map(\.y)
    print("  bounds x \(xs.min()!)...\(xs.max()!) y \(ys.min()!)...\(ys.max()!)")
    return visited.count
}

print("part 1:", simulate(knots: 2))
print("part 2:", simulate(knots: 10))

// expect:   bounds x -11...14 y -5...14
// expect: part 1: 88
// expect:   bounds x -11...10 y -5...6
// expect: part 2: 36
