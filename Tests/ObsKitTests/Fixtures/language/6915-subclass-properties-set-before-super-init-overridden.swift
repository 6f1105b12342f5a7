// Swift book style (two-phase initialization): subclass properties set before super.init, overridden methods called only after phase one
class Shape {
    var name: String
    var sides: Int
    init(name: String, sides: Int) {
        self.name = name
        self.sides = sides
        print("Shape phase 1 done for \(name)")
        print("describe from Shape.init: \(describe())")
    }
    func describe() -> String { "\(name) with \(sides) sides" }
}

class Square: Shape {
    var side: Double
    init(side: Double) {
        self.side = side
        print("Square sets side first")
        super.init(name: "square", sides: 4)
        self.name = "square(\(side))"
        print("Square phase 2 customises name")
    }
    override func describe() -> String {
        "\(name) area \(side * side)"
    }
}

class ColoredSquare: Square {
    var color: String
    init(side: Double, color: String) {
        self.color = color
        super.init(side: side)
        name = color + " " + name
    }
    override func describe() -> String {
        super.describe() + " in \(color)"
    }
}

let s = Shape(name: "triangle", sides: 3)
print(s.describe())
print("--")
let q = Square(side: 3)
print(q.describe())
print("--")
let cq = ColoredSquare(side: 2, color: "red")
print(cq.describe())

// expect: Shape phase 1 done for triangle
// expect: describe from Shape.init: triangle with 3 sides
// expect: triangle with 3 sides
// expect: --
// expect: Square sets side first
// expect: Shape phase 1 done for square
// expect: describe from Shape.init: square area 9.0
// expect: Square phase 2 customises name
// expect: square(3.0) area 9.0
// expect: --
// expect: Square sets side first
// expect: Shape phase 1 done for square
// expect: describe from Shape.init: square area 4.0 in red
// expect: Square phase 2 customises name
// expect: red square(2.0) area 4.0 in red
