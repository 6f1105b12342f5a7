// Swift book style: extensions add computed properties, initializers and mutating methods
extension Double {
    var km: Double { self * 1_000.0 }
    var m: Double { self }
    var cm: Double { self / 100.0 }
    var ft: Double { self / 3.28084 }
}
let oneInch = 25.4.cm / 10
print("One inch is \(oneInch) meters")
let marathon = 42.km + 195.m
print("A marathon is \(marathon) meters long")

struct Size { var width = 0.0, height = 0.0 }
struct Point { var x = 0.0, y = 0.0 }
struct Rect {
    var origin = Point()
    var size = Size()
}
extension Rect {
    init(center: Point, size: Size) {
        let originX = center.x - (size.width / 2)
        let originY = center.y - (size.height / 2)
        self.init(origin: Point(x: originX, y: originY), size: size)
    }
}
let centerRect = Rect(center: Point(x: 4.0, y: 4.0), size: Size(width: 3.0, height: 3.0))
print(centerRect.origin.x, centerRect.origin.y)

extension Int {
    func repetitions(task: () -> Void) {
        for _ in 0..<self { task() }
    }
    mutating func square() {
        self = self * self
    }
}
3.repetitions { print("Hello!") }
var someInt = 3
someInt.square()
print(someInt)
someInt.square()
print(someInt)
// expect: One inch is 0.0254 meters
// expect: A marathon is 42195.0 meters long
// expect: 2.5 2.5
// expect: Hello!
// expect: Hello!
// expect: Hello!
// expect: 9
// expect: 81
