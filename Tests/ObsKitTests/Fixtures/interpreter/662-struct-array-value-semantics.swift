// Arrays of structs: elements are copied out, so mutating a copy leaves the array unchanged.
struct Point {
    var x: Int
    var y: Int
}
var points = [Point(x: 0, y: 0), Point(x: 5, y: 5)]
var first = points[0]
first.x = 100
print(points[0].x, first.x)
points[1].y = 50
print(points[1])
let snapshot = points
points.append(Point(x: 9, y: 9))
points[0].x = -1
print(snapshot.count, snapshot[0].x)
print(points.count, points[0].x)
for var p in points {
    p.x += 1000
}
print(points.map { $0.x })
for i in points.indices {
    points[i].x *= 2
}
print(points.map { $0.x })

// expect: 0 100
// expect: Point(x: 5, y: 50)
// expect: 2 0
// expect: 3 -1
// expect: [-1, 5, 9]
// expect: [-2, 10, 18]
