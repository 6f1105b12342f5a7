// required init in class hierarchies, Self-returning factories, type(of:).init, and metatype arrays
class Shape {
    class var kind: String { "shape" }
    let id: Int
    static var made: [String] = []
    required init(id: Int) {
        self.id = id
        Shape.made.append("\(Self.kind)#\(id)")
    }
    class func make(_ id: Int) -> Self { Self(id: id) }
    func clone() -> Self { type(of: self).init(id: id + 100) }
    func describe() -> String { "\(Self.kind) \(id)" }
}
class Circle: Shape {
    override class var kind: String { "circle" }
    var radius = 1
    required init(id: Int) {
        super.init(id: id)
        radius = id * 2
    }
    override func describe() -> String { super.describe() + " r=\(radius)" }
}
final class Square: Shape {
    override class var kind: String { "square" }
}
class Unit: Circle {
    override class var kind: String { "unit" }
    required init(id: Int) {
        super.init(id: id)
        radius = 1
    }
    convenience init() { self.init(id: 0) }
}

let c = Circle.make(3)
print(c.describe(), type(of: c))
let sq = Square.make(4)
print(sq.describe(), type(of: sq))
let u = Unit()
print(u.describe(), type(of: u))
let cl = c.clone()
print(cl.describe(), type(of: cl))
let base: Shape = Unit(id: 5)
let cl2 = base.clone()
print(cl2.describe(), type(of: cl2))

let types: [Shape.Type] = [Shape.self, Circle.self, Square.self, Unit.self]
let built = types.enumerated().map { $0.element.init(id: $0.offset) }
print(built.map { $0.describe() })
print(types.map { $0.kind })
print(built.map { $0 is Circle })

func build<T: Shape>(_ t: T.Type, ids: [Int]) -> [T] { ids.map { t.init(id: $0) } }
let circles = build(Circle.self, ids: [7, 8])
print(circles.map(\.radius))
let dyn: Shape.Type = Unit.self
let fromDyn = build(dyn, ids: [9])
print(fromDyn.map { "\(type(of: $0))" })
print(Shape.made)

protocol Defaultable { init() }
final class Config: Defaultable {
    var values: [String: Int] = [:]
    init() {}
    static func with(_ pairs: (String, Int)...) -> Self {
        let c = Self()
        for (k, v) in pairs { c.values[k] = v }
        return c
    }
}
func fresh<T: Defaultable>(_: T.Type) -> T { T() }
let cfg = Config.with(("b", 2), ("a", 1))
print(cfg.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }, fresh(Config.self).values.isEmpty)
print(types.map { $0 is Circle.Type }, type(of: base) == Unit.self)

// expect: circle 3 r=6 Circle
// expect: square 4 Square
// expect: unit 0 r=1 Unit
// expect: circle 103 r=206 Circle
// expect: unit 105 r=1 Unit
// expect: ["shape 0", "circle 1 r=2", "square 2", "unit 3 r=1"]
// expect: ["shape", "circle", "square", "unit"]
// expect: [false, true, false, true]
// expect: [14, 16]
// expect: ["Unit"]
// expect: ["circle#3", "square#4", "unit#0", "circle#103", "unit#5", "unit#105", "shape#0", "circle#1", "square#2", "unit#3", "circle#7", "circle#8", "unit#9"]
// expect: ["a=1", "b=2"] true
// expect: [false, true, false, true] true
