// Advent of Code 2022 day 9 style: Set of Hashable struct positions, operator overloading, signum(), Dictionary direction table, rendering a bounded grid
struct Pos: Hashable {
    var x = 0, y = 0
    static func + (a: Pos, b: Pos) -> Pos { Pos(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Pos, b: Pos) -> Pos { Pos(x: a.x - b.x, y: a.y - b.y) }
}

let input = """
R 4
U 4
L 3
D 1
R 4
D 1
L 5
R 2
"""

let directions: [Character: Pos] = ["R": Pos(x: 1, y: 0), "L": Pos(x: -1, y: 0), "U": Pos(x: 0, y: 1), "D": Pos(x: 0, y: -1)]

let steps: [(Pos, Int)] = input.split(separator: "\n").compactMap { line in
    guard let dir = line.first.flatMap({ directions[$0] }), let n = Int(line.dropFirst(2)) else { return nil }
    return (dir, n)
}

func follow(_ head: Pos, _ tail: Pos) -> Pos {
    let d = head - tail
    guard abs(d.x) > 1 || abs(d.y) > 1 else { return tail }
    return tail + Pos(x: d.x.signum(), y: d.y.signum())
}

func simulate(knots: Int) -> (visited: Set<Pos>, final: [Pos]) {
    var rope = Array(repeating: Pos(), count: knots)
    var visited: Set<Pos> = [rope[knots - 1]]
    for (dir, n) in steps {
        for _ in 0..<n {
            rope[0] = rope[0] + dir
            for i in 1..<knots { rope[i] = follow(rope[i - 1], rope[i]) }
            visited.insert(rope[knots - 1])
        }
    }
    return (visited, rope)
}

func render(_ cells: Set<Pos>) -> [String] {
    let xs = cells.map(\.x), ys = cells.map(\.y)
    return stride(from: ys.max()!, through: ys.min()!, by: -1).map { y in
        String((xs.min()!...xs.max()!).map { x in
            x == 0 && y == 0 ? "s" : (cells.contains(Pos(x: x, y: y)) ? "#" : ".")
        })
    }
}

let two = simulate(knots: 2)
print("2 knots: tail visited \(two.visited.count) cells")
render(two.visited).forEach { print($0) }
let ten = simulate(knots: 10)
print("10 knots: tail visited \(ten.visited.count) cells")
let finalRope = ten.final.map { "(\($0.x),\($0.y))" }.joined(separator: " ")
print("final rope: \(finalRope)")
let sortedVisited = two.visited.sorted { ($0.y, $0.x) < ($1.y, $1.x) }.prefix(5).map { "(\($0.x),\($0.y))" }
print("first visited by row: \(sortedVisited.joined(separator: ", "))")
// expect: 2 knots: tail visited 13 cells
// expect: ..##.
// expect: ...##
// expect: .####
// expect: ....#
// expect: s###.
// expect: 10 knots: tail visited 1 cells
// expect: final rope: (2,2) (1,2) (2,2) (3,2) (2,2) (1,1) (0,0) (0,0) (0,0) (0,0)
// expect: first visited by row: (0,0), (1,0), (2,0), (3,0), (4,1)
