// Advent of Code style: falling sand simulation over rock paths with a floor
import Foundation

struct Point: Hashable {
    var x: Int
    var y: Int
}

let input = """
498,4 -> 498,6 -> 496,6
503,4 -> 502,4 -> 502,9 -> 494,9
"""

var rocks = Set<Point>()
for line in input.split(separator: "\n") {
    let points = line.components(separatedBy: " -> ").map { pair -> Point in
        let n = pair.split(separator: ",").map { Int($0)! }
        return Point(x: n[0], y: n[1])
    }
    for (a, b) in zip(points, points.dropFirst()) {
        for x in min(a.x, b.x)...max(a.x, b.x) {
            for y in min(a.y, b.y)...max(a.y, b.y) {
                rocks.insert(Point(x: x, y: y))
            }
        }
    }
}
let maxY = rocks.map { $0.y }.max()!
print("Rock tiles: \(rocks.count), lowest y: \(maxY)")

func pour(withFloor: Bool) -> Int {
    var blocked = rocks
    var resting = 0
    let source = Point(x: 500, y: 0)
    while !blocked.contains(source) {
        var sand = source
        var moved = true
        while moved {
            moved = false
            if !withFloor && sand.y > maxY { return resting }
            if withFloor && sand.y == maxY + 1 { break }
            for dx in [0, -1, 1] {
                let next = Point(x: sand.x + dx, y: sand.y + 1)
                if !blocked.contains(next) {
                    sand = next
                    moved = true
                    break
                }
            }
        }
        blocked.insert(sand)
        resting += 1
    }
    return resting
}

print("Part 1: \(pour(withFloor: false))")
print("Part 2: \(pour(withFloor: true))")

// expect: Rock tiles: 20, lowest y: 9
// expect: Part 1: 24
// expect: Part 2: 93
