// Compiler test style: existential (any P) vs opaque (some P) vs generic parameters
protocol Shape {
    func area() -> Double
    var name: String { get }
}
struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
    var name: String { "square" }
}
struct Rect: Shape {
    var w: Double, h: Double
    func area() -> Double { w * h }
    var name: String { "rect" }
}

func makeOpaque() -> some Shape { Square(side: 3) }
func makeExistential(_ flag: Bool) -> any Shape {
    flag ? Square(side: 2) : Rect(w: 2, h: 5)
}
func total<S: Shape>(_ shapes: [S]) -> Double { shapes.reduce(0) { $0 + $1.area() } }
func totalAny(_ shapes: [any Shape]) -> Double { shapes.reduce(0) { $0 + $1.area() } }
func describe(_ s: some Shape) -> String { "\(s.name): \(s.area())" }

let o = makeOpaque()
print(describe(o))
print(type(of: o))
let e1 = makeExistential(true), e2 = makeExistential(false)
print(describe(e1), "|", describe(e2))
print(type(of: e1), type(of: e2))
print(total([Square(side: 1), Square(side: 2)]))
print(totalAny([Square(side: 1), Rect(w: 1, h: 3), e2]))

func openAndDouble<S: Shape>(_ s: S) -> Double { total([s, s]) }
print(openAndDouble(e2), openAndDouble(e1))
func typeName<S: Shape>(_ s: S) -> String { "\(S.self)" }
print(typeName(e2), typeName(o))
// expect: square: 9.0
// expect: Square
// expect: square: 4.0 | rect: 10.0
// expect: Square Rect
// expect: 5.0
// expect: 14.0
// expect: 20.0 8.0
// expect: Rect Square
