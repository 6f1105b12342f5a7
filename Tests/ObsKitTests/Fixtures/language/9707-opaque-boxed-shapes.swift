// Swift book, "Opaque and Boxed Protocol Types": some Shape return types, generic shape composition, any Shape arrays, opening existentials into generic functions
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
        let line = String(repeating: "*", count: size)
        return Array(repeating: line, count: size).joined(separator: "\n")
    }
}
struct FlippedShape<T: Shape>: Shape {
    var shape: T
    func draw() -> String {
        shape.draw().split(separator: "\n").reversed().joined(separator: "\n")
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
print("--")

func flip<T: Shape>(_ shape: T) -> some Shape { FlippedShape(shape: shape) }
let opaqueJoined = JoinedShape(top: flip(Triangle(size: 3)), bottom: Square(size: 1))
print(opaqueJoined.draw())
print("--")

let boxed: [any Shape] = [Triangle(size: 1), Square(size: 2), FlippedShape(shape: Triangle(size: 2))]
for shape in boxed {
    print(type(of: shape), "lines:", shape.draw().split(separator: "\n").count)
}

func area<S: Shape>(of shape: S) -> Int { shape.draw().filter { $0 == "*" }.count }
print(boxed.map { area(of: $0) })

protocol Container {
    associatedtype Item
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
extension Array: Container {}
func makeOpaqueContainer<T>(item: T) -> some Container { [item, item] }
let opaqueContainer = makeOpaqueContainer(item: 12)
let twelve = opaqueContainer[0]
print(type(of: twelve), twelve, opaqueContainer.count)

func pickShape(large: Bool) -> any Shape {
    large ? Square(size: 3) : Triangle(size: 1)
}
print(pickShape(large: true).draw())
print(pickShape(large: false).draw())

// expect: *
// expect: **
// expect: **
// expect: **
// expect: **
// expect: *
// expect: --
// expect: ***
// expect: **
// expect: *
// expect: *
// expect: --
// expect: Triangle lines: 1
// expect: Square lines: 2
// expect: FlippedShape<Triangle> lines: 2
// expect: [1, 4, 3]
// expect: Int 12 2
// expect: ***
// expect: ***
// expect: ***
// expect: *
