// Hacking with Swift quiz style (value semantics): struct copies in arrays and dictionaries versus class references
struct Point {
    var x: Int
}

final class Box {
    var x: Int
    init(_ x: Int) { self.x = x }
}

// Puzzle: what do the arrays hold after the mutations?
var points = [Point(x: 1), Point(x: 2)]
var first = points[0]
first.x = 100
points[1].x = 200
print("points:", points.map { $0.x }, "first:", first.x)

var boxes = [Box(1), Box(2)]
let b0 = boxes[0]
b0.x = 100
let copy = boxes
copy[1].x = 200
boxes.append(Box(3))
print("boxes:", boxes.map { $0.x }, "copy:", copy.map { $0.x })

var table: [String: Point] = ["a": Point(x: 1)]
var fetched = table["a"]!
fetched.x = 7
table["a"]?.x += 10
print("table a:", table["a"]!.x, "fetched:", fetched.x)

var grid = [[Point(x: 0)]]
var row = grid[0]
row[0].x = 5
grid[0].append(Point(x: 9))
print("grid:", grid.map { $0.map { $0.x } }, "row:", row.map { $0.x })

for var p in points { p.x += 1 }
print("after for-in:", points.map { $0.x })

// expect: points: [1, 200] first: 100
// expect: boxes: [100, 200, 3] copy: [100, 200]
// expect: table a: 11 fetched: 7
// expect: grid: [[0, 9]] row: [5]
// expect: after for-in: [1, 200]
