// Opaque result types: some Protocol returns preserve identity, some parameters, and opaque types with associated types (expected output from swiftc 6.3.1 on Linux)
protocol Shape {
    func area() -> Double
    func name() -> String
}
struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
    func name() -> String { "square(\(side))" }
}
struct Scaled<S: Shape>: Shape {
    var base: S
    var factor: Double
    func area() -> Double { base.area() * factor * factor }
    func name() -> String { "scaled(\(base.name()), x\(factor))" }
}
struct Joined<A: Shape, B: Shape>: Shape {
    var left: A, right: B
    func area() -> Double { left.area() + right.area() }
    func name() -> String { left.name() + "+" + right.name() }
}

func makeShape(_ n: Double) -> some Shape { Scaled(base: Square(side: n), factor: 2) }
func doubleUp(_ s: some Shape) -> some Shape { Joined(left: s, right: s) }

let a = makeShape(1)
let b = makeShape(3)
print(a.name(), a.area(), b.area())
print(type(of: a) == type(of: b), type(of: a))
let d = doubleUp(doubleUp(Square(side: 1)))
print(d.name(), d.area())

func evens(upTo n: Int) -> some Sequence<Int> { stride(from: 0, through: n, by: 2) }
func squares(of s: some Sequence<Int>) -> some Sequence<Int> { s.lazy.map { $0 * $0 } }
print(Array(evens(upTo: 8)), Array(squares(of: evens(upTo: 6))))
print(evens(upTo: 10).reduce(0, +))

func pickCollection(_ asSet: Bool) -> some Collection<Int> {
    asSet ? [3, 1, 2].sorted() : [9, 8]
}
print(Array(pickCollection(true)), pickCollection(false).count, pickCollection(true).first!)

var counterValue = 0
func makeCounter() -> some IteratorProtocol<Int> {
    struct Counter: IteratorProtocol {
        var n = 0
        mutating func next() -> Int? { n += 1; return n <= 3 ? n * 10 : nil }
    }
    return Counter()
}
var it = makeCounter()
while let v = it.next() { counterValue += v; print("tick", v) }
print(counterValue)

func compareOpaque<T: Equatable>(_ x: T, _ y: T) -> Bool { x == y }
func token() -> some Equatable { "tok" }
print(compareOpaque(token(), token()))
let shapes: [any Shape] = [a, d, Square(side: 2)]
print(shapes.map { $0.area() }, shapes.map { "\(type(of: $0))".prefix(6) })
func describe(_ s: some Shape, times: Int) -> String { String(repeating: s.name().first!, count: times) }
print(describe(Square(side: 9), times: 3), describe(a, times: 2))

// expect: scaled(square(1.0), x2.0) 4.0 36.0
// expect: true Scaled<Square>
// expect: square(1.0)+square(1.0)+square(1.0)+square(1.0) 4.0
// expect: [0, 2, 4, 6, 8] [0, 4, 16, 36]
// expect: 30
// expect: [1, 2, 3] 2 1
// expect: tick 10
// expect: tick 20
// expect: tick 30
// expect: 60
// expect: true
// expect: [4.0, 4.0, 4.0] ["Scaled", "Joined", "Square"]
// expect: sss ss
