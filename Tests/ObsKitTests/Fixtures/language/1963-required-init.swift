// Compiler test style: required initializers and factory construction through metatypes
class Shape {
    let name: String
    required init(name: String) { self.name = name }
    convenience init() { self.init(name: "unnamed") }
    func area() -> Int { 0 }
    func describe() -> String { "\(type(of: self))(\(name)) area \(area())" }
}

class Square: Shape {
    var side = 2
    required init(name: String) {
        super.init(name: name.uppercased())
    }
    override func area() -> Int { side * side }
}

class Rect: Shape {
    var w = 3, h = 4
    override func area() -> Int { w * h }
}

final class Cube: Square {
    override func area() -> Int { 6 * super.area() }
}

func build(_ type: Shape.Type, _ n: String) -> Shape {
    type.init(name: n)
}

let kinds: [Shape.Type] = [Shape.self, Square.self, Rect.self, Cube.self]
for k in kinds {
    print(build(k, "s").describe())
}
print(Square().describe())
print(Cube().name)

protocol Named {
    init(label: String)
    var label: String { get }
}
class Tag: Named {
    let label: String
    required init(label: String) { self.label = "#" + label }
}
class ColoredTag: Tag {
    var color = "red"
}
func make<T: Named>(_ t: T.Type, _ s: String) -> T { T(label: s) }
print(make(Tag.self, "a").label)
let ct = make(ColoredTag.self, "b")
print(ct.label, ct.color, type(of: ct))

// expect: Shape(s) area 0
// expect: Square(S) area 4
// expect: Rect(s) area 12
// expect: Cube(S) area 24
// expect: Square(UNNAMED) area 4
// expect: UNNAMED
// expect: #a
// expect: #b red ColoredTag
