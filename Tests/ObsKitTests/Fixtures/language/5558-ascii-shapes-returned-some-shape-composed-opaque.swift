// The Swift Programming Language style (Opaque and Boxed types): ASCII shapes returned as some Shape, composed opaque results, and any Shape boxes in heterogeneous arrays
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

struct Flipped<T: Shape>: Shape {
    var shape: T
    func draw() -> String { shape.draw().split(separator: "\n").reversed().joined(separator: "\n") }
}

struct Joined<A: Shape, B: Shape>: Shape {
    var top: A
    var bottom: B
    func draw() -> String { top.draw() + "\n" + bottom.draw() }
}

func makeTrapezoid() -> some Shape {
    Joined(top: Triangle(size: 2), bottom: Joined(top: Square(size: 2), bottom: Flipped(shape: Triangle(size: 2))))
}
print(makeTrapezoid().draw())
print("--")

func flip<T: Shape>(_ s: T) -> some Shape { Flipped(shape: s) }
let pair = Joined(top: flip(Triangle(size: 3)), bottom: Square(size: 1))
print(pair.draw())
print("--")

let gallery: [any Shape] = [Square(size: 1), Triangle(size: 2), Flipped(shape: Square(size: 2))]
for s in gallery {
    print(type(of: s), s.draw().count)
}

func biggest(_ shapes: [any Shape]) -> any Shape {
    shapes.max { $0.draw().count < $1.draw().count }!
}
print(biggest(gallery).draw())

func opaqueInts() -> some Collection<Int> { [3, 1, 2].sorted() }
let ints = opaqueInts()
print(ints.map { $0 * 10 }, ints.count)

// expect: *
// expect: **
// expect: ##
// expect: ##
// expect: **
// expect: *
// expect: --
// expect: ***
// expect: **
// expect: *
// expect: #
// expect: --
// expect: Square 1
// expect: Triangle 4
// expect: Flipped<Square> 5
// expect: ##
// expect: ##
// expect: [10, 20, 30] 3
