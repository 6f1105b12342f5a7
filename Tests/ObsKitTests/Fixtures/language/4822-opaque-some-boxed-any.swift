// Swift book style: opaque and boxed protocol types
// Checks: shapes drawn as ASCII, generic wrappers (Flipped/Joined) returning `some Shape`,
// opaque results preserving type identity (==), `any Shape` arrays of mixed types,
// opening an existential into a generic function, primary associated types `any Collection<Int>`.

protocol Shape {
    func draw() -> String
}

struct Triangle: Shape {
    var size: Int
    func draw() -> String {
        var result: [String] = []
        for length in 1...size {
            result.append(String(repeating: "*", count: length))
        }
        return result.joined(separator: "\n")
    }
}
let smallTriangle = Triangle(size: 3)
print(smallTriangle.draw())

struct FlippedShape<T: Shape>: Shape {
    var shape: T
    func draw() -> String {
        let lines = shape.draw().split(separator: "\n")
        return lines.reversed().joined(separator: "\n")
    }
}
struct JoinedShape<T: Shape, U: Shape>: Shape {
    var top: T
    var bottom: U
    func draw() -> String {
        return top.draw() + "\n" + bottom.draw()
    }
}
struct Square: Shape {
    var size: Int
    func draw() -> String {
        let line = String(repeating: "*", count: size)
        let result = Array<String>(repeating: line, count: size)
        return result.joined(separator: "\n")
    }
}

func makeTrapezoid() -> some Shape {
    let top = Triangle(size: 2)
    let middle = Square(size: 2)
    let bottom = FlippedShape(shape: top)
    let trapezoid = JoinedShape(
        top: top,
        bottom: JoinedShape(top: middle, bottom: bottom)
    )
    return trapezoid
}
print("-- trapezoid")
print(makeTrapezoid().draw())

func flip<T: Shape>(_ shape: T) -> some Shape {
    return FlippedShape(shape: shape)
}
func join<T: Shape, U: Shape>(_ top: T, _ bottom: U) -> some Shape {
    JoinedShape(top: top, bottom: bottom)
}
let opaqueJoinedTriangles = join(smallTriangle, flip(smallTriangle))
print("-- joined")
print(opaqueJoinedTriangles.draw())

struct VerticalShapes: Shape {
    var shapes: [any Shape]
    func draw() -> String {
        return shapes.map { $0.draw() }.joined(separator: "\n\n")
    }
}
let vertical = VerticalShapes(shapes: [Triangle(size: 2), Square(size: 1)])
print("-- vertical")
print(vertical.draw())

// Opaque types keep identity: same function gives the same concrete type
protocol Container {
    associatedtype Item
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
extension Array: Container {}
func makeOpaqueContainer<T>(item: T) -> some Container {
    return [item]
}
let opaqueContainer = makeOpaqueContainer(item: 12)
let twelve = opaqueContainer[0]
print(type(of: twelve), twelve)

func numbers() -> some Equatable { [1, 2, 3] }
print(numbers() == numbers())

// Opening an existential into a generic
func describe<S: Shape>(_ shape: S) -> String {
    "\(S.self) with \(shape.draw().split(separator: "\n").count) lines"
}
let boxed: [any Shape] = [Square(size: 3), Triangle(size: 4), FlippedShape(shape: Square(size: 2))]
for shape in boxed {
    print(describe(shape))
}

// Primary associated types on standard protocols
func total(_ values: any Collection<Int>) -> Int {
    values.reduce(0, +)
}
print(total([1, 2, 3]), total(Set([4, 5])), total(1...4))
let sequences: [any Sequence<Int>] = [[1, 2], 3..<6, stride(from: 10, to: 0, by: -5)]
print(sequences.map { Array($0) })

// `some` parameter shorthand
func drawTwice(_ shape: some Shape) -> Int {
    (shape.draw() + shape.draw()).count
}
print(drawTwice(Square(size: 2)))

// expect: *
// expect: **
// expect: ***
// expect: -- trapezoid
// expect: *
// expect: **
// expect: **
// expect: **
// expect: **
// expect: *
// expect: -- joined
// expect: *
// expect: **
// expect: ***
// expect: ***
// expect: **
// expect: *
// expect: -- vertical
// expect: *
// expect: **
// expect:
// expect: *
// expect: Int 12
// expect: true
// expect: Square with 3 lines
// expect: Triangle with 4 lines
// expect: FlippedShape<Square> with 2 lines
// expect: 6 9 10
// expect: [[1, 2], [3, 4, 5], [10, 5]]
// expect: 10
