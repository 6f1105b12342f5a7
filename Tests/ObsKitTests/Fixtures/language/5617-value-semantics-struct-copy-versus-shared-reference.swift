// Kodeco Swift Apprentice style (structures vs classes): value semantics of a struct copy versus shared reference of a class instance
struct Point {
    var x: Int
    var y: Int
    mutating func move(dx: Int, dy: Int) {
        x += dx
        y += dy
    }
}

final class Marker {
    var position: Point
    var name: String
    init(name: String, position: Point) {
        self.name = name
        self.position = position
    }
}

var a = Point(x: 1, y: 2)
var b = a
b.move(dx: 10, dy: 0)
print("a:", a.x, a.y, "b:", b.x, b.y)

let m1 = Marker(name: "home", position: a)
let m2 = m1
m2.position.move(dx: 0, dy: 5)
m2.name = "base"
print("m1:", m1.name, m1.position.x, m1.position.y)
print("same object:", m1 === m2)

var points = [Point(x: 0, y: 0), Point(x: 3, y: 4)]
var copy = points
copy[0].move(dx: 1, dy: 1)
print("points[0]:", points[0].x, points[0].y, "copy[0]:", copy[0].x, copy[0].y)

var markers = [Marker(name: "a", position: a), Marker(name: "b", position: b)]
let markersCopy = markers
markersCopy[1].name = "renamed"
print(markers.map { $0.name })
markers.append(Marker(name: "c", position: Point(x: 9, y: 9)))
print(markers.count, markersCopy.count)

for i in points.indices {
    points[i].move(dx: 2, dy: -1)
}
print(points.map { "(\($0.x), \($0.y))" }.joined(separator: " "))

// expect: a: 1 2 b: 11 2
// expect: m1: base 1 7
// expect: same object: true
// expect: points[0]: 0 0 copy[0]: 1 1
// expect: ["a", "renamed"]
// expect: 3 2
// expect: (2, -1) (5, 3)
