// Stack Overflow style (struct vs class copies in arrays): why doesn't modifying the loop variable change my array?
struct Point { var x: Int }
final class Box { var x: Int; init(_ x: Int) { self.x = x } }

var points = [Point(x: 1), Point(x: 2), Point(x: 3)]
for var p in points {
    p.x *= 10
}
print("after for var:", points.map { $0.x })

for i in points.indices {
    points[i].x *= 10
}
print("after indices:", points.map { $0.x })

points = points.map { var c = $0; c.x += 1; return c }
print("after map:", points.map { $0.x })

let boxes = [Box(1), Box(2), Box(3)]
for b in boxes {
    b.x *= 10
}
print("boxes after for:", boxes.map { $0.x })

var copyOfPoints = points
copyOfPoints[0].x = -1
print("original points:", points.map(\.x), "copy:", copyOfPoints.map(\.x))

let copyOfBoxes = boxes
copyOfBoxes[0].x = -1
print("original boxes:", boxes.map(\.x), "copy:", copyOfBoxes.map(\.x))
print("same object:", boxes[0] === copyOfBoxes[0])

var nested = [[Point(x: 0)], [Point(x: 5)]]
nested[1][0].x += 1
var inner = nested[0]
inner[0].x = 99
print("nested:", nested.map { $0.map(\.x) }, "inner:", inner.map(\.x))

var dict = ["a": Point(x: 1)]
dict["a"]?.x += 41
print("dict value:", dict["a"]!.x)

// expect: after for var: [1, 2, 3]
// expect: after indices: [10, 20, 30]
// expect: after map: [11, 21, 31]
// expect: boxes after for: [10, 20, 30]
// expect: original points: [11, 21, 31] copy: [-1, 21, 31]
// expect: original boxes: [-1, 20, 30] copy: [-1, 20, 30]
// expect: same object: true
// expect: nested: [[0], [6]] inner: [99]
// expect: dict value: 42
