// Compiler test style: opaque result types (some P) preserve underlying type identity
protocol Shape {
    func area() -> Int
    func name() -> String
}
struct Square: Shape {
    var side: Int
    func area() -> Int { side * side }
    func name() -> String { "square" }
}
struct Rect: Shape {
    var w: Int, h: Int
    func area() -> Int { w * h }
    func name() -> String { "rect" }
}
struct Scaled<S: Shape>: Shape {
    var base: S
    var k: Int
    func area() -> Int { base.area() * k * k }
    func name() -> String { "scaled \(base.name())" }
}

func makeShape(_ n: Int) -> some Shape { Square(side: n) }
func scaled<S: Shape>(_ s: S, by k: Int) -> some Shape { Scaled(base: s, k: k) }
func counter() -> some Sequence<Int> { stride(from: 1, through: 9, by: 4) }
func evens(upTo n: Int) -> some Collection<Int> { (0...n).filter { $0 % 2 == 0 } }

let a = makeShape(3)
let b = makeShape(5)
print(a.area(), b.area())
print(type(of: a) == type(of: b))
print(type(of: a))
let c = scaled(a, by: 2)
print(c.name(), c.area())
print(type(of: c))
print(type(of: scaled(Rect(w: 1, h: 2), by: 3)))
print(Array(counter()))
let e = evens(upTo: 9)
print(e.count, e.first ?? -1, Array(e))
// expect: 9 25
// expect: true
// expect: Square
// expect: scaled square 36
// expect: Scaled<Square>
// expect: Scaled<Rect>
// expect: [1, 5, 9]
// expect: 5 0 [0, 2, 4, 6, 8]
