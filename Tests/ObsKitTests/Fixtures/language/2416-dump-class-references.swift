// Compiler test style: dump of class graphs with shared references, inheritance and nested collections
class Shape {
    var name: String
    init(name: String) {
        self.name = name
    }
}

final class Circle: Shape {
    var radius: Int
    init(radius: Int) {
        self.radius = radius
        super.init(name: "circle")
    }
}

final class Canvas {
    var shapes: [Shape]
    var highlighted: Shape?
    var layers: [String: Int]
    init(shapes: [Shape]) {
        self.shapes = shapes
        self.layers = ["base": 0]
    }
}

struct Wrapper {
    var inner: Shape
    var count: Int
}

let c = Circle(radius: 5)
let s = Shape(name: "square")
let canvas = Canvas(shapes: [c, s, c])
canvas.highlighted = s
dump(canvas)
dump([Wrapper(inner: s, count: 2)])
// expect: ▿ main.Canvas #0
// expect:   ▿ shapes: 3 elements
// expect:     ▿ main.Circle #1
// expect:       ▿ super: main.Shape
// expect:         - name: "circle"
// expect:       - radius: 5
// expect:     ▿ main.Shape #2
// expect:       - name: "square"
// expect:     ▿ main.Circle #1
// expect:   ▿ highlighted: Optional(main.Shape)
// expect:     ▿ some: main.Shape #2
// expect:   ▿ layers: 1 key/value pair
// expect:     ▿ (2 elements)
// expect:       - key: "base"
// expect:       - value: 0
// expect: ▿ 1 element
// expect:   ▿ main.Wrapper
// expect:     ▿ inner: main.Shape #0
// expect:       - name: "square"
// expect:     - count: 2
