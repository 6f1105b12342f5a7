// Compiler test style: switch on coordinate tuples with where clauses, ranges and bound comparisons
let size = 7

func region(_ x: Int, _ y: Int) -> Character {
    switch (x, y) {
    case (size / 2, size / 2):
        return "@"
    case let (a, b) where a == b || a + b == size - 1:
        return "X"
    case (0, _), (size - 1, _), (_, 0), (_, size - 1):
        return "#"
    case (1..<(size / 2), 1..<(size / 2)):
        return "a"
    case ((size / 2 + 1)..<size, 1..<(size / 2)):
        return "b"
    case (_, (size / 2 + 1)...):
        return "c"
    default:
        return "."
    }
}

for y in 0..<size {
    var line = ""
    for x in 0..<size { line.append(region(x, y)) }
    print(line)
}

func neighbors(_ p: (Int, Int)) -> [(Int, Int)] {
    var out: [(Int, Int)] = []
    for dx in -1...1 {
        for dy in -1...1 {
            switch (dx, dy, p.0 + dx, p.1 + dy) {
            case (0, 0, _, _): continue
            case (_, _, ..<0, _), (_, _, _, ..<0): continue
            case (_, _, size..., _), (_, _, _, size...): continue
            case let (_, _, nx, ny): out.append((nx, ny))
            }
        }
    }
    return out
}

for p in [(0, 0), (3, 3), (6, 2), (6, 6)] {
    let ns = neighbors(p)
    print("\(p): \(ns.count) neighbors, first \(ns.first!)")
}

func manhattan(_ a: (x: Int, y: Int), _ b: (x: Int, y: Int)) -> Int {
    abs(a.x - b.x) + abs(a.y - b.y)
}

let targets = [(x: 1, y: 1), (x: 5, y: 2), (x: 3, y: 6), (x: 0, y: 4)]
let origin = (x: 3, y: 3)
for t in targets {
    let d = manhattan(origin, t)
    let dir: String
    switch (t.x - origin.x, t.y - origin.y) {
    case (0, let dy): dir = dy < 0 ? "north" : "south"
    case (let dx, 0): dir = dx < 0 ? "west" : "east"
    case (..<0, ..<0): dir = "northwest"
    case (1..., ..<0): dir = "northeast"
    case (..<0, 1...): dir = "southwest"
    default: dir = "southeast"
    }
    print("target \(t.x),\(t.y): distance \(d), \(dir)")
}

var counts: [Character: Int] = [:]
for y in 0..<size { for x in 0..<size { counts[region(x, y), default: 0] += 1 } }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))

// Expected output:
// expect: X#####X
// expect: #Xa.bX#
// expect: #aX.Xb#
// expect: #..@..#
// expect: #cXcXc#
// expect: #XcccX#
// expect: X#####X
// expect: (0, 0): 3 neighbors, first (0, 1)
// expect: (3, 3): 8 neighbors, first (2, 2)
// expect: (6, 2): 5 neighbors, first (5, 1)
// expect: (6, 6): 3 neighbors, first (5, 5)
// expect: target 1,1: distance 4, northwest
// expect: target 5,2: distance 3, northeast
// expect: target 3,6: distance 3, south
// expect: target 0,4: distance 4, southwest
// expect: #=20 .=6 @=1 X=12 a=2 b=2 c=6
