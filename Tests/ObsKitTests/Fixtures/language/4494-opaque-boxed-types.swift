// Swift book style: Opaque and Boxed Types - some Shape return types, generic shape composition, any boxes, existential arrays
protocol Shape {
    func draw() -> String
}
struct Triangle: Shape {
    var size: Int
    func draw() -> String {
        var result: [String] = []
        for length in 1...size { result.append(String(repeating: "*", count: length)) }
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
let flippedTriangle = FlippedShape(shape: smallTriangle)
print(flippedTriangle.draw())

struct JoinedShape<T: Shape, U: Shape>: Shape {
    var top: T
    var bottom: U
    func draw() -> String { top.draw() + "\n" + bottom.draw() }
}
let joinedTriangles = JoinedShape(top: smallTriangle, bottom: flippedTriangle)
print(joinedTriangles.draw())

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
    let trapezoid = JoinedShape(top: top, bottom: JoinedShape(top: middle, bottom: bottom))
    return trapezoid
}
let trapezoid = makeTrapezoid()
print(trapezoid.draw())
print("---")

func flip<T: Shape>(_ shape: T) -> some Shape { FlippedShape(shape: shape) }
func join<T: Shape, U: Shape>(_ top: T, _ bottom: U) -> some Shape { JoinedShape(top: top, bottom: bottom) }
let opaqueJoinedTriangles = join(smallTriangle, flip(smallTriangle))
print(opaqueJoinedTriangles.draw() == joinedTriangles.draw())

struct VerticalShapes: Shape {
    var shapes: [any Shape]
    func draw() -> String { shapes.map { $0.draw() }.joined(separator: "\n\n") }
}
let largeTriangle = Triangle(size: 5)
let largeSquare = Square(size: 3)
let vertical = VerticalShapes(shapes: [largeTriangle, largeSquare])
print(vertical.draw())
print("---")

protocol Container {
    associatedtype Item
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
extension Array: Container {}
func makeOpaqueContainer<T>(item: T) -> some Container { [item] }
let opaqueContainer = makeOpaqueContainer(item: 12)
let twelve = opaqueContainer[0]
print(twelve, opaqueContainer.count)

func describe(_ shape: any Shape) -> String {
    if let t = shape as? Triangle { return "triangle of size \(t.size)" }
    if let s = shape as? Square { return "square of size \(s.size)" }
    return "some other shape with \(shape.draw().split(separator: "\n").count) rows"
}
let boxes: [any Shape] = [Triangle(size: 4), Square(size: 1), flippedTriangle, makeTrapezoid()]
for b in boxes { print(describe(b)) }

func countStars(_ s: some Shape) -> Int { s.draw().filter { $0 == "*" }.count }
print(countStars(largeTriangle), countStars(trapezoid), countStars(vertical))
func openAndCount(_ s: any Shape) -> Int { countStars(s) }
print(boxes.map(openAndCount))

func counterSequence(upTo n: Int) -> some Sequence<Int> { stride(from: n, to: 0, by: -2) }
print(Array(counterSequence(upTo: 9)))
let lazyEvens: some Collection<Int> = (1...10).filter { $0.isMultiple(of: 2) }
print(lazyEvens.count, Array(lazyEvens))

// expect: *
// expect: **
// expect: ***
// expect: ***
// expect: **
// expect: *
// expect: *
// expect: **
// expect: ***
// expect: ***
// expect: **
// expect: *
// expect: *
// expect: **
// expect: **
// expect: **
// expect: **
// expect: *
// expect: ---
// expect: true
// expect: *
// expect: **
// expect: ***
// expect: ****
// expect: *****
// expect:
// expect: ***
// expect: ***
// expect: ***
// expect: ---
// expect: 12 1
// expect: triangle of size 4
// expect: square of size 1
// expect: some other shape with 3 rows
// expect: some other shape with 6 rows
// expect: 15 10 24
// expect: [10, 1, 6, 10]
// expect: [9, 7, 5, 3, 1]
// expect: 5 [2, 4, 6, 8, 10]
