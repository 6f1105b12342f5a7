// Swift book style: Opaque and Boxed Types: some, any, returning shapes, primary associated types
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
    func draw() -> String { top.draw() + "\n" + bottom.draw() }
}
struct Square: Shape {
    var size: Int
    func draw() -> String {
        let line = String(repeating: "*", count: size)
        return Array(repeating: line, count: size).joined(separator: "\n")
    }
}
func makeTrapezoid() -> some Shape {
    let top = Triangle(size: 2)
    let middle = Square(size: 2)
    let bottom = FlippedShape(shape: top)
    return JoinedShape(top: top, bottom: JoinedShape(top: middle, bottom: bottom))
}
print(makeTrapezoid().draw())

func flip<T: Shape>(_ shape: T) -> some Shape { FlippedShape(shape: shape) }
func join<T: Shape, U: Shape>(_ top: T, _ bottom: U) -> some Shape { JoinedShape(top: top, bottom: bottom) }
let opaqueJoinedTriangles = join(Triangle(size: 3), flip(Triangle(size: 3)))
let drawnLines: [Substring] = opaqueJoinedTriangles.draw().split(separator: "\n")
print(drawnLines.map { $0.count })

struct VerticalShapes: Shape {
    var shapes: [any Shape]
    func draw() -> String { shapes.map { $0.draw() }.joined(separator: "\n\n") }
}
let vertical = VerticalShapes(shapes: [Triangle(size: 1), Square(size: 2)])
print(vertical.draw())

protocol Container<Item> {
    associatedtype Item
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
extension Array: Container {}
func makeOpaqueContainer<T>(item: T) -> some Container<T> { [item, item] }
let opaqueContainer = makeOpaqueContainer(item: 12)
print(opaqueContainer.count, opaqueContainer[1] + 1)
let boxed: [any Container<Int>] = [[1, 2, 3], makeOpaqueContainer(item: 9)]
print(boxed.map { $0.count }, boxed.map { $0[0] })

func firstItem(_ c: any Container<String>) -> String { c.count > 0 ? c[0] : "-" }
print(firstItem(["alpha", "beta"]), firstItem([String]()))

func area(of shape: any Shape) -> Int { shape.draw().filter { $0 == "*" }.count }
let shapes: [any Shape] = [Triangle(size: 4), Square(size: 3), makeTrapezoid()]
print(shapes.map(area))
func describeAll(_ items: some Sequence<Int>) -> Int { items.reduce(0, +) }
print(describeAll([1, 2, 3]), describeAll(Set([5, 5, 6])), describeAll(stride(from: 0, to: 10, by: 3)))

// expect: *
// expect: **
// expect: **
// expect: **
// expect: **
// expect: *
// expect: [1, 2, 3, 3, 2, 1]
// expect: *
// expect:
// expect: **
// expect: **
// expect: 2 13
// expect: [3, 2] [1, 9]
// expect: alpha -
// expect: [10, 9, 10]
// expect: 6 11 18
