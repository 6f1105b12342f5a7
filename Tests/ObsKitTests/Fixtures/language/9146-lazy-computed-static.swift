// lazy-computed-static
// expected output: swiftc 6.3.1 (Linux), run on this machine
class DataImporter {
    var filename = "data.txt"
    init() { print("DataImporter created") }
}

class DataManager {
    lazy var importer = DataImporter()
    var data: [String] = []
    lazy var summary: String = {
        print("building summary")
        return "\(data.count) rows"
    }()
}

let manager = DataManager()
manager.data.append("row 1")
manager.data.append("row 2")
print("manager ready")
print(manager.summary)
manager.data.append("row 3")
print(manager.summary)
print(manager.importer.filename)
print(manager.importer.filename)

struct Point { var x = 0.0, y = 0.0 }
struct Size { var width = 0.0, height = 0.0 }
struct Rect {
    var origin = Point()
    var size = Size()
    var center: Point {
        get {
            Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
        }
        set {
            origin.x = newValue.x - size.width / 2
            origin.y = newValue.y - size.height / 2
        }
    }
    var area: Double { size.width * size.height }
}

var square = Rect(origin: Point(x: 0, y: 0), size: Size(width: 10, height: 10))
print(square.center)
square.center = Point(x: 15, y: 15)
print(square.origin, square.area)

enum Theme {
    static var current = "light"
    static var all: [String] { ["light", "dark", "sepia"] }
    static func toggle() {
        current = current == "light" ? "dark" : "light"
    }
}
print(Theme.current, Theme.all.count)
Theme.toggle()
print(Theme.current)
Theme.toggle()
print(Theme.current)

class Shape {
    class var kind: String { "shape" }
    static var created = 0
    init() { Shape.created += 1 }
}
class Circle: Shape {
    override class var kind: String { "circle" }
}
_ = Shape(); _ = Circle(); _ = Circle()
print(Shape.kind, Circle.kind, Shape.created)
// expect: manager ready
// expect: building summary
// expect: 2 rows
// expect: 2 rows
// expect: DataImporter created
// expect: data.txt
// expect: data.txt
// expect: Point(x: 5.0, y: 5.0)
// expect: Point(x: 10.0, y: 10.0) 100.0
// expect: light 3
// expect: dark
// expect: light
// expect: shape circle 3
