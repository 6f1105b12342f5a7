// Swift book style: initializer delegation for value types using self.init
struct Size {
    var width = 0.0, height = 0.0
}
struct Point {
    var x = 0.0, y = 0.0
}

struct Rect {
    var origin = Point()
    var size = Size()
    init() {
        print("init() uses default values")
    }
    init(origin: Point, size: Size) {
        print("init(origin:size:)")
        self.origin = origin
        self.size = size
    }
    init(center: Point, size: Size) {
        print("init(center:size:) delegating")
        let originX = center.x - (size.width / 2)
        let originY = center.y - (size.height / 2)
        self.init(origin: Point(x: originX, y: originY), size: size)
        print("init(center:size:) finished")
    }
    init(square side: Double) {
        self.init(center: Point(x: side / 2, y: side / 2), size: Size(width: side, height: side))
        print("init(square:) finished")
    }
}

enum Direction {
    case north, south
    init(degrees: Int) {
        self = degrees < 90 || degrees > 270 ? .north : .south
    }
    init(upsideDown: Bool) {
        self.init(degrees: upsideDown ? 180 : 0)
    }
}

let basicRect = Rect()
print(basicRect.origin.x, basicRect.size.width)
let originRect = Rect(origin: Point(x: 2.0, y: 2.0), size: Size(width: 5.0, height: 5.0))
print(originRect.origin.x, originRect.size.height)
let centerRect = Rect(center: Point(x: 4.0, y: 4.0), size: Size(width: 3.0, height: 3.0))
print(centerRect.origin.x, centerRect.origin.y)
let square = Rect(square: 8)
print(square.origin.x, square.origin.y, square.size.width)
print(Direction(degrees: 300), Direction(upsideDown: true), Direction(upsideDown: false))
// expect: init() uses default values
// expect: 0.0 0.0
// expect: init(origin:size:)
// expect: 2.0 5.0
// expect: init(center:size:) delegating
// expect: init(origin:size:)
// expect: init(center:size:) finished
// expect: 2.5 2.5
// expect: init(center:size:) delegating
// expect: init(origin:size:)
// expect: init(center:size:) finished
// expect: init(square:) finished
// expect: 0.0 0.0 8.0
// expect: north south north
