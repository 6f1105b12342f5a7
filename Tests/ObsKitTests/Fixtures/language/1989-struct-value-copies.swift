// Compiler test style: struct value semantics through copies, arrays of structs, nested property mutation
struct Point {
    var x: Int
    var y: Int
    mutating func moveBy(dx: Int, dy: Int) {
        x += dx
        y += dy
    }
}

struct Rect {
    var origin: Point
    var size: Point
    var area: Int { size.x * size.y }
}

var a = Point(x: 1, y: 2)
var b = a
b.moveBy(dx: 10, dy: 20)
print("a=(\(a.x), \(a.y)) b=(\(b.x), \(b.y))")

var r = Rect(origin: a, size: Point(x: 3, y: 4))
let saved = r
r.origin.x = 100
r.size.moveBy(dx: 1, dy: 1)
print("r.origin.x=\(r.origin.x) r.area=\(r.area)")
print("saved.origin.x=\(saved.origin.x) saved.area=\(saved.area)")

var points = [Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 2)]
for i in points.indices {
    points[i].moveBy(dx: i, dy: -i)
}
print(points.map { "(\($0.x),\($0.y))" }.joined(separator: " "))

var copy = points
copy[0].x = 99
print("points[0].x=\(points[0].x) copy[0].x=\(copy[0].x)")

for var p in points {
    p.x = -1
    _ = p
}
print("after for-var loop: \(points.map { $0.x })")

var rects = [r, saved]
rects[1].origin.y += 5
rects[1].size.x *= 2
print("rects[1] origin.y=\(rects[1].origin.y) area=\(rects[1].area)")
print("saved unchanged: \(saved.origin.y) \(saved.area)")

var grid = [[Point(x: 0, y: 0)], [Point(x: 5, y: 5)]]
grid[1][0].moveBy(dx: 1, dy: 2)
grid[0].append(grid[1][0])
grid[1][0].x = 0
print(grid.map { row in row.map { "\($0.x):\($0.y)" } })

// expect: a=(1, 2) b=(11, 22)
// expect: r.origin.x=100 r.area=20
// expect: saved.origin.x=1 saved.area=12
// expect: (0,0) (2,0) (4,0)
// expect: points[0].x=0 copy[0].x=99
// expect: after for-var loop: [0, 2, 4]
// expect: rects[1] origin.y=7 area=24
// expect: saved unchanged: 2 12
// expect: [["0:0", "6:7"], ["0:7"]]
