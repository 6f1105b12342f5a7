// Advent of Code style: vent lines walked with stride-like steps, overlap counts in a dictionary
import Foundation

let input = """
0,9 -> 5,9
8,0 -> 0,8
9,4 -> 3,4
2,2 -> 2,1
7,0 -> 7,4
6,4 -> 2,0
0,9 -> 2,9
3,4 -> 1,4
0,0 -> 8,8
5,5 -> 8,2
"""

struct Point: Hashable {
    let x: Int
    let y: Int
}

let segments = input.split(separator: "\n").map { line -> (Point, Point) in
    let nums = line.components(separatedBy: CharacterSet(charactersIn: ", ->"))
        .compactMap { Int($0) }
    return (Point(x: nums[0], y: nums[1]), Point(x: nums[2], y: nums[3]))
}

func overlaps(includeDiagonals: Bool) -> Int {
    var counts: [Point: Int] = [:]
    for (a, b) in segments {
        let dx = (b.x - a.x).signum()
        let dy = (b.y - a.y).signum()
        if dx != 0 && dy != 0 && !includeDiagonals { continue }
        let length = max(abs(b.x - a.x), abs(b.y - a.y))
        for step in 0...length {
            counts[Point(x: a.x + dx * step, y: a.y + dy * step), default: 0] += 1
        }
    }
    return counts.values.filter { $0 >= 2 }.count
}

print("Segments: \(segments.count)")
print("Part 1: \(overlaps(includeDiagonals: false))")
print("Part 2: \(overlaps(includeDiagonals: true))")

// draw the full diagram
var diagram = Array(repeating: Array(repeating: 0, count: 10), count: 10)
for (a, b) in segments {
    let dx = (b.x - a.x).signum(), dy = (b.y - a.y).signum()
    var p = a
    while true {
        diagram[p.y][p.x] += 1
        if p == b { break }
        p = Point(x: p.x + dx, y: p.y + dy)
    }
}
for row in diagram.prefix(3) {
    print(row.map { $0 == 0 ? "." : String($0) }.joined())
}

// expect: Segments: 10
// expect: Part 1: 5
// expect: Part 2: 12
// expect: 1.1....11.
// expect: .111...2..
// expect: ..2.1.111.
