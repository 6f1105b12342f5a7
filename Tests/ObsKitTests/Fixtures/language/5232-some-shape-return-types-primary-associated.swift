// Book style (Opaque and Boxed Types): some Shape return types, primary associated types and boxed any values
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
struct Square: Shape {
    var size: Int
    func draw() -> String {
        let line = String(repeating: "*", count: size)
        let result = Array<String>(repeating: line, count: size)
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
func makeTrapezoid() -> some Shape {
    let top = Triangle(size: 2)
    let middle = Square(size: 2)
    let bottom = FlippedShape(shape: top)
    return JoinedShape(top: top, bottom: JoinedShape(top: middle, bottom: bottom))
}
print(makeTrapezoid().draw())

func flip<T: Shape>(_ shape: T) -> some Shape { FlippedShape(shape: shape) }
print(flip(Triangle(size: 3)).draw())

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
struct Ring: Container {
    var values: [Int]
    var count: Int { values.count }
    subscript(i: Int) -> Int { values[i % values.count] }
}
func makeOpaqueContainer<T>(item: T) -> some Container<T> { [item, item] }
let opaque = makeOpaqueContainer(item: 12)
print(opaque.count, opaque[0] + opaque[1])
func sum(_ c: some Container<Int>) -> Int {
    var total = 0
    for i in 0..<c.count { total += c[i] }
    return total
}
let boxes: [any Container<Int>] = [[1, 2, 3], Ring(values: [5, 6])]
for box in boxes { print(sum(box), type(of: box)) }
func evens(_ xs: some Collection<Int>) -> [Int] { xs.filter { $0 % 2 == 0 } }
print(evens(1...10), evens(Set([4])))

// expect: *
// expect: **
// expect: **
// expect: **
// expect: **
// expect: *
// expect: ***
// expect: **
// expect: *
// expect: *
// expect:
// expect: **
// expect: **
// expect: 2 24
// expect: 6 Array<Int>
// expect: 11 Ring
// expect: [2, 4, 6, 8, 10] [4]
