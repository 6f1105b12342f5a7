// Advent of Code style: folding a Set of dots along lines and printing the resulting letters
let input = """
6,10
0,14
9,10
0,3
10,4
4,11
6,0
6,12
4,1
0,13
10,12
3,4
3,0
8,4
1,10
2,14
8,10
9,0

fold along y=7
fold along x=5
"""

struct Dot: Hashable {
    var x: Int
    var y: Int
}

let parts = input.split(separator: "\n\n")
var dots = Set(parts[0].split(separator: "\n").map { line -> Dot in
    let n = line.split(separator: ",").map { Int($0)! }
    return Dot(x: n[0], y: n[1])
})

let folds = parts[1].split(separator: "\n").map { line -> (Character, Int) in
    let spec = line.split(separator: " ").last!.split(separator: "=")
    return (spec[0].first!, Int(spec[1])!)
}

func fold(_ dots: Set<Dot>, axis: Character, at line: Int) -> Set<Dot> {
    Set(dots.map { d in
        var d = d
        if axis == "x" && d.x > line { d.x = 2 * line - d.x }
        if axis == "y" && d.y > line { d.y = 2 * line - d.y }
        return d
    })
}

for (i, (axis, line)) in folds.enumerated() {
    dots = fold(dots, axis: axis, at: line)
    if i == 0 { print("Part 1: \(dots.count)") }
}

print("Part 2:")
let maxX = dots.map(\.x).max()!
let maxY = dots.map(\.y).max()!
for y in 0...maxY {
    print(String((0...maxX).map { dots.contains(Dot(x: $0, y: y)) ? "#" : "." }))
}

// expect: Part 1: 17
// expect: Part 2:
// expect: #####
// expect: #...#
// expect: #...#
// expect: #...#
// expect: #####
