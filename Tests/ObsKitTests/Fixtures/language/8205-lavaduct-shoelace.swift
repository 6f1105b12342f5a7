// Advent of Code style: dig plan polygon area with the shoelace formula, Pick's theorem and hex colors
let input = """
R 6 (#70c710)
D 5 (#0dc571)
L 2 (#5713f0)
D 2 (#d2c081)
R 2 (#59c680)
D 2 (#411b91)
L 5 (#8ceee2)
U 2 (#caa173)
L 1 (#1b58a2)
U 2 (#caa171)
R 2 (#7807d2)
U 3 (#a77fa3)
L 2 (#015232)
U 2 (#7a21e3)
"""

enum Direction: Character {
    case right = "R", down = "D", left = "L", up = "U"

    var delta: (Int, Int) {
        switch self {
        case .right: return (0, 1)
        case .down: return (1, 0)
        case .left: return (0, -1)
        case .up: return (-1, 0)
        }
    }
}

func area(_ plan: [(Direction, Int)]) -> Int {
    var r = 0, c = 0
    var twiceArea = 0
    var boundary = 0
    for (dir, n) in plan {
        let (dr, dc) = dir.delta
        let nr = r + dr * n, nc = c + dc * n
        twiceArea += c * nr - nc * r
        boundary += n
        r = nr
        c = nc
    }
    let inside = abs(twiceArea) / 2 - boundary / 2 + 1
    return inside + boundary
}

let lines = input.split(separator: "\n").map { $0.split(separator: " ") }
let plan1 = lines.map { (Direction(rawValue: $0[0].first!)!, Int($0[1])!) }

let order: [Direction] = [.right, .down, .left, .up]
let plan2 = lines.map { parts -> (Direction, Int) in
    let hex = parts[2].dropFirst(2).dropLast()
    let distance = Int(hex.prefix(5), radix: 16)!
    let dir = order[Int(String(hex.last!))!]
    return (dir, distance)
}

print("First hex step: \(plan2[0].0) \(plan2[0].1)")
print("Part 1: \(area(plan1))")
print("Part 2: \(area(plan2))")

// expect: First hex step: right 461937
// expect: Part 1: 62
// expect: Part 2: 952408144115
