// Compiler test style: required initializers and class-bound factory via metatype
class Shape {
    let sides: Int
    required init(sides: Int) {
        self.sides = sides
    }
    func describe() -> String { return "Shape with \(sides) sides" }
    class func make(_ n: Int) -> Self {
        return self.init(sides: n)
    }
}

class Triangle: Shape {
    required init(sides: Int) {
        super.init(sides: 3)
        print("Triangle ignores \(sides)")
    }
    override func describe() -> String { return "Triangle" }
}

class Polygon: Shape {
    var label = "poly"
    override func describe() -> String { return "\(label)(\(sides))" }
}

func build(_ type: Shape.Type, _ n: Int) -> Shape {
    return type.init(sides: n)
}

let types: [Shape.Type] = [Shape.self, Triangle.self, Polygon.self]
for t in types {
    let s = build(t, 5)
    print(s.describe())
}
let t = Triangle.make(9)
print(t.describe(), t.sides)
let p = Polygon.make(6)
p.label = "hex"
print(p.describe())
// expect: Shape with 5 sides
// expect: Triangle ignores 5
// expect: Triangle
// expect: poly(5)
// expect: Triangle ignores 9
// expect: Triangle 3
// expect: hex(6)
