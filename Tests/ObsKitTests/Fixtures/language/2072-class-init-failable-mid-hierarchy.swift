// Compiler test style: failable initializers returning nil at different levels of a class hierarchy
class Shape {
    let sides: Int
    init?(sides: Int) {
        print("Shape.init?(sides: \(sides))")
        if sides < 3 {
            print("  Shape fails")
            return nil
        }
        self.sides = sides
    }
    deinit { print("Shape deinit sides=\(sides)") }
}

class Polygon: Shape {
    let label: String
    init?(label: String, sides: Int) {
        print("Polygon.init?(label: \(label))")
        if label.isEmpty {
            print("  Polygon fails before super.init")
            return nil
        }
        self.label = label
        super.init(sides: sides)
        if sides > 10 {
            print("  Polygon fails after super.init")
            return nil
        }
        print("  Polygon ok")
    }
}

final class Square: Polygon {
    let size: Int
    init?(size: Int) {
        print("Square.init?(size: \(size))")
        self.size = size
        super.init(label: size > 0 ? "square" : "", sides: 4)
        print("  Square ok")
    }

    init!(unchecked size: Int) {
        self.size = size
        super.init(label: "forced", sides: size)
    }
}

func attempt(_ name: String, _ make: () -> Shape?) {
    print("[\(name)]")
    if let s = make() {
        print("  => created with \(s.sides) sides")
    } else {
        print("  => nil")
    }
}

attempt("shape 2") { Shape(sides: 2) }
attempt("poly empty") { Polygon(label: "", sides: 5) }
attempt("poly 12") { Polygon(label: "dodeca", sides: 12) }
attempt("poly 6") { Polygon(label: "hex", sides: 6) }
attempt("square 3") { Square(size: 3) }
attempt("square 0") { Square(size: 0) }
let sq: Square? = Square(unchecked: 2)
print("unchecked 2 is nil:", sq == nil)

// expect: [shape 2]
// expect: Shape.init?(sides: 2)
// expect:   Shape fails
// expect:   => nil
// expect: [poly empty]
// expect: Polygon.init?(label: )
// expect:   Polygon fails before super.init
// expect:   => nil
// expect: [poly 12]
// expect: Polygon.init?(label: dodeca)
// expect: Shape.init?(sides: 12)
// expect:   Polygon fails after super.init
// expect: Shape deinit sides=12
// expect:   => nil
// expect: [poly 6]
// expect: Polygon.init?(label: hex)
// expect: Shape.init?(sides: 6)
// expect:   Polygon ok
// expect:   => created with 6 sides
// expect: Shape deinit sides=6
// expect: [square 3]
// expect: Square.init?(size: 3)
// expect: Polygon.init?(label: square)
// expect: Shape.init?(sides: 4)
// expect:   Polygon ok
// expect:   Square ok
// expect:   => created with 4 sides
// expect: Shape deinit sides=4
// expect: [square 0]
// expect: Square.init?(size: 0)
// expect: Polygon.init?(label: )
// expect:   Polygon fails before super.init
// expect:   => nil
// expect: Polygon.init?(label: forced)
// expect: Shape.init?(sides: 2)
// expect:   Shape fails
// expect: unchecked 2 is nil: true
