// Value types: a struct made, copied and changed through a mutating method.
struct Point {
    var x: Int
    var y: Int
    mutating func move(by step: Int) {
        x += step
        y -= step
    }
    func manhattan() -> Int { abs(x) + abs(y) }
}
var point = Point(x: 0, y: 0)
var total = 0
for step in 0..<200_000 {
    var copy = point
    copy.move(by: step % 5)
    point = copy
    total += point.manhattan() % 10
}
print(point.x, point.y, total)
