// Swift Evolution style: SE-0341 opaque parameter declarations using some Protocol instead of explicit generics
protocol Shape {
    var name: String { get }
    func area() -> Double
}

struct Square: Shape {
    var side: Double
    var name: String { "square" }
    func area() -> Double { side * side }
}

struct Rectangle: Shape {
    var width: Double
    var height: Double
    var name: String { "rectangle" }
    func area() -> Double { width * height }
}

// Equivalent to func report<S: Shape>(_ shape: S)
func report(_ shape: some Shape) {
    print("\(shape.name) has area \(shape.area())")
}

func larger(_ a: some Shape, _ b: some Shape) -> String {
    a.area() >= b.area() ? a.name : b.name
}

func total(_ values: some Sequence<Double>) -> Double {
    values.reduce(0, +)
}

func printAll(_ items: some Collection<some CustomStringConvertible>) {
    for (i, item) in items.enumerated() {
        print("  \(i): \(item.description)")
    }
}

func applyTwice(_ value: Int, _ transform: some Fn) -> Int {
    transform.apply(transform.apply(value))
}

protocol Fn {
    func apply(_ x: Int) -> Int
}

struct AddN: Fn {
    var n: Int
    func apply(_ x: Int) -> Int { x + n }
}

report(Square(side: 3))
report(Rectangle(width: 2, height: 5.5))
print("larger: \(larger(Square(side: 4), Rectangle(width: 3, height: 5)))")
print("total: \(total([1.5, 2.5, 3.0]))")
print("total range: \(total(stride(from: 0.0, to: 2.0, by: 0.5)))")
print("items:")
printAll([10, 20, 30])
printAll(["x", "y"])
print(applyTwice(5, AddN(n: 10)))

// expect: square has area 9.0
// expect: rectangle has area 11.0
// expect: larger: square
// expect: total: 7.0
// expect: total range: 3.0
// expect: items:
// expect:   0: 10
// expect:   1: 20
// expect:   2: 30
// expect:   0: x
// expect:   1: y
// expect: 25
