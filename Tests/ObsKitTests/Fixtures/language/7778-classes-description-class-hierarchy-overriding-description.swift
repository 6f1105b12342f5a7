// Blog style (classes with description): class hierarchy overriding description
class Shape: CustomStringConvertible {
    var name: String { "shape" }
    var description: String { "<\(name) area=\(area())>" }
    func area() -> Double { 0 }
}
class Circle: Shape {
    let r: Double
    init(r: Double) { self.r = r }
    override var name: String { "circle" }
    override func area() -> Double { 3 * r * r }
}
class Sq: Shape {
    let side: Double
    init(side: Double) { self.side = side }
    override var name: String { "square" }
    override func area() -> Double { side * side }
}
let shapes: [Shape] = [Circle(r: 1), Sq(side: 2), Shape()]
print(shapes)
for s in shapes { print(s) }
print("first: \(shapes[0])")
debugPrint(shapes[1])
print(String(reflecting: shapes[2]))
dump(shapes[1])
let opt: Shape? = Sq(side: 3)
print(opt as Any)
print(type(of: shapes[0]), shapes.map { "\(type(of: $0))" })
// expect: [<circle area=3.0>, <square area=4.0>, <shape area=0.0>]
// expect: <circle area=3.0>
// expect: <square area=4.0>
// expect: <shape area=0.0>
// expect: first: <circle area=3.0>
// expect: <square area=4.0>
// expect: <shape area=0.0>
// expect: ▿ <square area=4.0> #0
// expect:   - super: main.Shape
// expect:   - side: 2.0
// expect: Optional(<square area=9.0>)
// expect: Circle ["Circle", "Sq", "Shape"]
