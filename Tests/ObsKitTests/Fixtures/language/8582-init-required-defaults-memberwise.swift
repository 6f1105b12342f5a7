// Swift book style (Initialization): required initializers, default property values and memberwise inits
struct Margin {
    var top = 8
    var leading = 16
    var label: String = "default"
}

let m1 = Margin()
let m2 = Margin(top: 2)
let m3 = Margin(leading: 4, label: "tight")
print(m1.top, m1.leading, m1.label)
print(m2.top, m2.leading, m2.label)
print(m3.top, m3.leading, m3.label)

class Shape {
    var sides: Int
    required init(sides: Int) {
        self.sides = sides
    }
    func describe() -> String { "\(type(of: self)) with \(sides) sides" }
}

class Polygon: Shape {
    var regular = true
    required init(sides: Int) {
        super.init(sides: sides)
    }
}

final class Triangle: Polygon {
    required init(sides: Int) {
        super.init(sides: 3)
    }
}

func build<T: Shape>(_ kind: T.Type, sides: Int) -> T {
    T(sides: sides)
}

print(build(Shape.self, sides: 5).describe())
print(build(Polygon.self, sides: 6).describe())
print(build(Triangle.self, sides: 9).describe())

// Setting a default with a closure, evaluated once per instance
struct Board {
    let cells: [String] = {
        var result: [String] = []
        for row in 0..<2 {
            for col in 0..<3 {
                result.append((row + col) % 2 == 0 ? "#" : ".")
            }
        }
        return result
    }()
}
let board = Board()
print(board.cells.joined())

enum Planet: Int {
    case mercury = 1, venus, earth, mars
}
print(Planet.earth.rawValue, Planet(rawValue: 4) ?? .mercury, Planet(rawValue: 9) as Any)

// expect: 8 16 default
// expect: 2 16 default
// expect: 8 4 tight
// expect: Shape with 5 sides
// expect: Polygon with 6 sides
// expect: Triangle with 3 sides
// expect: #.#.#.
// expect: 3 mars nil
