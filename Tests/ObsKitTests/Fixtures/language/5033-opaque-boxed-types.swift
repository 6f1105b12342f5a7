// Opaque and boxed types: some return types, any existentials, heterogeneous arrays, opening existentials
// known-gap: line 18: expected "true false true", got "false false false"
// expected output: swiftc 6.3.1 (Linux), run on this machine
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
        let line = String(repeating: "#", count: size)
        return Array(repeating: line, count: size).joined(separator: "\n")
    }
}
struct FlippedShape<T: Shape>: Shape {
    var shape: T
    func draw() -> String { shape.draw().split(separator: "\n").reversed().joined(separator: "\n") }
}
struct JoinedShape<T: Shape, U: Shape>: Shape {
    var top: T, bottom: U
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

let shapes: [any Shape] = [Triangle(size: 1), Square(size: 2)]
for s in shapes { print(type(of: s), s.draw().count) }

func area(of s: some Shape) -> Int { s.draw().filter { $0 != "\n" }.count }
for s in shapes { print("cells:", area(of: s)) }

protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
struct Crate: Container { var items = [3, 1, 2] }
func makeContainer() -> some Container { Crate() }
let c = makeContainer()
print(c.items.count)
func describe(_ c: any Container) -> String { "container with \(c.items.count) items" }
print(describe(c))
func makeCounter() -> some Sequence<Int> { stride(from: 10, to: 0, by: -3) }
print(Array(makeCounter()))
var anyEq: [any Equatable] = [1, "two", 3.0]
print(anyEq.count)
func isSame(_ a: any Equatable, _ b: any Equatable) -> Bool {
    func open<T: Equatable>(_ x: T) -> Bool { (b as? T) == x }
    return open(a)
}
print(isSame(1, 1), isSame(1, "1"), isSame("a", "a"))
anyEq.removeAll()
// expect: *
// expect: **
// expect: ##
// expect: ##
// expect: **
// expect: *
// expect: ***
// expect: **
// expect: *
// expect: Triangle 1
// expect: Square 5
// expect: cells: 1
// expect: cells: 4
// expect: 3
// expect: container with 3 items
// expect: [10, 7, 4, 1]
// expect: 3
// expect: true false true
