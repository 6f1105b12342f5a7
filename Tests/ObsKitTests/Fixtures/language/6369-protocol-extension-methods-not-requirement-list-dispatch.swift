// Advanced Swift style (Protocols): protocol extension methods not in the requirement list dispatch statically, requirements dynamically
protocol Shape {
    var name: String { get }
    func area() -> Double
}
extension Shape {
    var name: String { "shape" }
    func describe() -> String { "\(name) with area \(area())" }
    func kind() -> String { "generic shape" }
}
struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
    var name: String { "square" }
    func describe() -> String { "a square of side \(side)" }
    func kind() -> String { "square kind" }
}
struct Blob: Shape {
    func area() -> Double { 1 }
    func kind() -> String { "blob kind" }
}

let sq = Square(side: 2)
print(sq.describe())
print(sq.kind())
let asShape: any Shape = sq
print(asShape.describe())
print(asShape.kind())
print(asShape.name)

let shapes: [any Shape] = [sq, Blob()]
for s in shapes {
    print(s.name, s.kind(), s.describe())
}

func generic<S: Shape>(_ s: S) -> String { "\(s.name)/\(s.kind())" }
print(generic(sq), generic(Blob()))

class Base: Shape {
    func area() -> Double { 0 }
    func kind() -> String { "base kind" }
}
class Derived: Base {
    override func area() -> Double { 5 }
    override func kind() -> String { "derived kind" }
    var name: String { "derived" }
}
let d: Base = Derived()
print(d.kind(), d.area(), d.name)
let ds: any Shape = Derived()
print(ds.kind(), ds.name, ds.describe())
print(generic(Derived()))
protocol Greeter { func greet() -> String }
extension Greeter { func greet() -> String { "hello" }; func twice() -> String { greet() + greet() } }
struct Loud: Greeter { func greet() -> String { "HEY" } }
print(Loud().twice(), (Loud() as any Greeter).twice())

// expect: a square of side 2.0
// expect: square kind
// expect: square with area 4.0
// expect: generic shape
// expect: square
// expect: square generic shape square with area 4.0
// expect: shape generic shape shape with area 1.0
// expect: square/generic shape shape/generic shape
// expect: derived kind 5.0 shape
// expect: generic shape shape shape with area 5.0
// expect: shape/generic shape
// expect: HEYHEY HEYHEY
