// opaque result types (some P) and opaque parameters
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Shape {
    func area() -> Double
    var label: String { get }
}
struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
    var label: String { "square(\(side))" }
}
struct Rect: Shape {
    var w: Double, h: Double
    func area() -> Double { w * h }
    var label: String { "rect(\(w)x\(h))" }
}
struct Scaled<S: Shape>: Shape {
    var base: S
    var factor: Double
    func area() -> Double { base.area() * factor * factor }
    var label: String { "scaled(\(base.label), \(factor))" }
}

func unitSquare() -> some Shape { Square(side: 1) }
func doubled(_ s: some Shape) -> some Shape { Scaled(base: s, factor: 2) }

let u = unitSquare()
let dd = doubled(doubled(u))
print(u.label, u.area())
print(dd.label, dd.area())
print(type(of: dd))

func evenNumbers(upTo n: Int) -> some Sequence<Int> {
    stride(from: 0, through: n, by: 2)
}
func squares(of xs: some Collection<Int>) -> some Collection<Int> {
    xs.map { $0 * $0 }
}
print(Array(evenNumbers(upTo: 9)))
let sq = squares(of: [1, 2, 3])
print(sq.count, sq.first ?? 0, Array(sq))

func counter() -> some IteratorProtocol<Int> {
    var n = 0
    return AnyIterator { n += 1; return n <= 3 ? n * 10 : nil }
}
var it = counter()
while let v = it.next() { print("next", v) }

func makeSame() -> some Equatable { "token" }
let a = makeSame(), b = makeSame()
print(a == b)

struct Catalog {
    var names: [String]
    var sortedNames: some Collection<String> { names.sorted() }
    func filtered(_ p: (String) -> Bool) -> some Sequence<String> { names.lazy.filter(p) }
}
let cat = Catalog(names: ["pear", "apple", "fig"])
print(Array(cat.sortedNames), Array(cat.filtered { $0.count > 3 }))

func describeAll(_ shapes: [any Shape]) -> some CustomStringConvertible {
    shapes.map { "\($0.label)=\($0.area())" }.joined(separator: "; ")
}
print(describeAll([Square(side: 3), Rect(w: 2, h: 5), doubled(Rect(w: 1, h: 1))]))

// expect: square(1.0) 1.0
// expect: scaled(scaled(square(1.0), 2.0), 2.0) 16.0
// expect: Scaled<Scaled<Square>>
// expect: [0, 2, 4, 6, 8]
// expect: 3 1 [1, 4, 9]
// expect: next 10
// expect: next 20
// expect: next 30
// expect: true
// expect: ["apple", "fig", "pear"] ["pear", "apple"]
// expect: square(3.0)=9.0; rect(2.0x5.0)=10.0; scaled(rect(1.0x1.0), 2.0)=4.0
