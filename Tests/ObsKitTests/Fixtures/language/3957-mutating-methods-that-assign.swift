// Compiler test style: mutating methods that assign to self in structs and enums
enum TriStateSwitch {
    case off, low, high
    mutating func next() {
        switch self {
        case .off:
            self = .low
        case .low:
            self = .high
        case .high:
            self = .off
        }
    }
}

struct Point {
    var x = 0.0, y = 0.0
    mutating func moveBy(x deltaX: Double, y deltaY: Double) {
        self = Point(x: x + deltaX, y: y + deltaY)
    }
    mutating func reflect() {
        let old = self
        self.x = -old.y
        self.y = -old.x
    }
    mutating func resetAndReport() -> String {
        let before = "(\(x), \(y))"
        self = Point()
        return before
    }
}

var ovenLight = TriStateSwitch.low
for _ in 0..<4 {
    ovenLight.next()
    print("oven light: \(ovenLight)")
}

var somePoint = Point(x: 1.0, y: 1.0)
somePoint.moveBy(x: 2.0, y: 3.0)
print("The point is now at (\(somePoint.x), \(somePoint.y))")
somePoint.reflect()
print("reflected: (\(somePoint.x), \(somePoint.y))")

var points = [Point(x: 1, y: 2), Point(x: 3, y: 4)]
points[1].moveBy(x: 10, y: 10)
for i in points.indices {
    points[i].reflect()
}
print(points.map { "(\($0.x), \($0.y))" }.joined(separator: " "))
print("reset returned \(points[0].resetAndReport()), now (\(points[0].x), \(points[0].y))")

let fixedPoint = Point(x: 3.0, y: 3.0)
var copy = fixedPoint
copy.moveBy(x: 1, y: 1)
print("fixed: (\(fixedPoint.x), \(fixedPoint.y)) copy: (\(copy.x), \(copy.y))")
// expect: oven light: high
// expect: oven light: off
// expect: oven light: low
// expect: oven light: high
// expect: The point is now at (3.0, 4.0)
// expect: reflected: (-4.0, -3.0)
// expect: (-2.0, -1.0) (-14.0, -13.0)
// expect: reset returned (-2.0, -1.0), now (0.0, 0.0)
// expect: fixed: (3.0, 3.0) copy: (4.0, 4.0)
