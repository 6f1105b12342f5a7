// Apple docs style (Opaque and boxed types): `some` return types vs `any` existentials with dynamic casts
protocol Shape {
    func draw() -> String
}

struct Triangle: Shape {
    var size: Int
    func draw() -> String {
        (1...size).map { String(repeating: "*", count: $0) }.joined(separator: "\n")
    }
}

struct Square: Shape {
    var size: Int
    func draw() -> String {
        Array(repeating: String(repeating: "#", count: size), count: size).joined(separator: "\n")
    }
}

struct FlippedShape<T: Shape>: Shape {
    var shape: T
    func draw() -> String { shape.draw().split(separator: "\n").reversed().joined(separator: "\n") }
}

struct JoinedShape<T: Shape, U: Shape>: Shape {
    var top: T
    var bottom: U
    func draw() -> String { top.draw() + "\n" + bottom.draw() }
}

// Opaque result: the caller only knows "some Shape"; the concrete type stays fixed.
func makeTrapezoid() -> some Shape {
    let top = Triangle(size: 2)
    let middle = Square(size: 2)
    let bottom = FlippedShape(shape: top)
    return JoinedShape(top: top, bottom: JoinedShape(top: middle, bottom: bottom))
}
let trapezoid = makeTrapezoid()
print(trapezoid.draw())
print("opaque concrete type:", type(of: trapezoid) == type(of: makeTrapezoid()))

func flip<T: Shape>(_ shape: T) -> some Shape { FlippedShape(shape: shape) }
print("flipped triangle:")
print(flip(Triangle(size: 3)).draw())

// Existentials: different concrete types in one array.
let shapes: [any Shape] = [Triangle(size: 1), Square(size: 2), FlippedShape(shape: Triangle(size: 2))]
for shape in shapes {
    switch shape {
    case let t as Triangle: print("triangle of size", t.size)
    case let s as Square: print("square with area", s.size * s.size)
    default: print("something else:", type(of: shape))
    }
}
let squares = shapes.compactMap { $0 as? Square }
print("squares found:", squares.count, "is Triangle:", shapes.map { $0 is Triangle })

// Opening an existential by passing it to a generic function.
func lineCount<T: Shape>(_ shape: T) -> Int { shape.draw().split(separator: "\n").count }
print("line counts:", shapes.map { lineCount($0) })

// `some` in parameter position is sugar for a generic parameter.
func describe(_ shape: some Shape) -> String { "\(type(of: shape)) with \(lineCount(shape)) lines" }
print(describe(Square(size: 3)))
let anyValues: [Any] = [1, "two", 3.0, Square(size: 1), [4]]
for v in anyValues {
    if let n = v as? Int { print("Int", n) }
    else if let s = v as? String { print("String", s) }
    else if let sh = v as? any Shape { print("Shape", type(of: sh)) }
    else { print("other", type(of: v)) }
}

// expect: *
// expect: **
// expect: ##
// expect: ##
// expect: **
// expect: *
// expect: opaque concrete type: true
// expect: flipped triangle:
// expect: ***
// expect: **
// expect: *
// expect: triangle of size 1
// expect: square with area 4
// expect: something else: FlippedShape<Triangle>
// expect: squares found: 1 is Triangle: [true, false, false]
// expect: line counts: [1, 2, 2]
// expect: Square with 3 lines
// expect: Int 1
// expect: String two
// expect: other Double
// expect: Shape Square
// expect: other Array<Int>
