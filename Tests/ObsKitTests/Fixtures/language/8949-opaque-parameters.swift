// Swift Evolution style (SE-0341 opaque parameter declarations): shapes without angle brackets
protocol Shape {
    var name: String { get }
    func area() -> Double
}

struct Rect: Shape {
    var w: Double
    var h: Double
    var name: String { "rect \(Int(w))x\(Int(h))" }
    func area() -> Double { w * h }
}

struct Square: Shape {
    var side: Double
    var name: String { "square \(Int(side))" }
    func area() -> Double { side * side }
}

// Before SE-0341: func describe<S: Shape>(_ shape: S) -> String
func describe(_ shape: some Shape) -> String {
    "\(shape.name) has area \(shape.area())"
}

// Each `some` introduces its own anonymous generic parameter
func larger(_ a: some Shape, _ b: some Shape) -> String {
    a.area() >= b.area() ? a.name : b.name
}

// `some` can appear nested inside a structural type
func totalArea(_ shapes: [some Shape]) -> Double {
    shapes.reduce(0) { $0 + $1.area() }
}

// ...and inside Optional
func nameOrDefault(_ shape: (some Shape)?) -> String {
    shape?.name ?? "nothing"
}

// inout works as well
func double(_ value: inout some Numeric) {
    value *= 2
}

print(describe(Rect(w: 3, h: 4)))
print(describe(Square(side: 5)))
print(larger(Rect(w: 2, h: 10), Square(side: 4)))
print(totalArea([Square(side: 1), Square(side: 2), Square(side: 3)]))
print(totalArea([Rect(w: 1, h: 2), Rect(w: 3, h: 4)]))
print(nameOrDefault(Square(side: 9)))
print(nameOrDefault(Optional<Rect>.none))

var n = 21
var d = 1.25
double(&n)
double(&d)
print(n, d)

// Opaque parameters work with standard library protocols too
func sumAll(_ values: some Sequence<Int>) -> Int {
    values.reduce(0, +)
}
func debugList(_ items: some Collection) -> String {
    "\(items.count) item(s), first: \(items.first.map { "\($0)" } ?? "none")"
}
print(sumAll([1, 2, 3, 4]))
print(sumAll(1...10))
print(sumAll(stride(from: 0, to: 20, by: 5)))
print(debugList(["x", "y"]))
print(debugList([Double]()))
print(debugList("hello"))

// expect: rect 3x4 has area 12.0
// expect: square 5 has area 25.0
// expect: rect 2x10
// expect: 14.0
// expect: 14.0
// expect: square 9
// expect: nothing
// expect: 42 2.5
// expect: 10
// expect: 55
// expect: 30
// expect: 2 item(s), first: x
// expect: 0 item(s), first: none
// expect: 5 item(s), first: h
