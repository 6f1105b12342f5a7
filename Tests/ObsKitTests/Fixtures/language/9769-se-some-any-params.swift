// Swift Evolution style: SE-0341 opaque parameter declarations and SE-0335 explicit 'any'
protocol Shape {
    var name: String { get }
    func area() -> Double
}

struct Circle: Shape {
    var radius: Double
    var name: String { "circle" }
    func area() -> Double { 3.0 * radius * radius }
}

struct Rect: Shape {
    var width: Double, height: Double
    var name: String { width == height ? "square" : "rectangle" }
    func area() -> Double { width * height }
}

// 'some' parameter: sugar for a generic parameter
func describe(_ shape: some Shape) -> String {
    "\(shape.name) with area \(shape.area())"
}

// 'any' for heterogeneous storage
func totalArea(_ shapes: [any Shape]) -> Double {
    shapes.reduce(0) { $0 + $1.area() }
}

// 'some' collection parameter
func largest(in shapes: some Collection<any Shape>) -> (any Shape)? {
    shapes.max { $0.area() < $1.area() }
}

func sum(_ values: some Sequence<Int>) -> Int {
    values.reduce(0, +)
}

let shapes: [any Shape] = [Circle(radius: 2), Rect(width: 3, height: 4), Rect(width: 5, height: 5)]

print(describe(Circle(radius: 1)))
print(describe(Rect(width: 2, height: 8)))
for s in shapes {
    // implicitly opening an existential (SE-0352)
    print(describe(s))
}
print("total:", totalArea(shapes))
if let big = largest(in: shapes) {
    print("largest:", big.name, big.area())
}

print(sum([1, 2, 3, 4]))
print(sum(1...100))
print(sum(Set([5, 5, 6])))
print(sum(stride(from: 0, through: 20, by: 5)))

// Returning 'some' from a function built on parameters
func makeShape(_ big: Bool) -> some Shape {
    Rect(width: big ? 10 : 1, height: 2)
}
let made = makeShape(true)
print(type(of: made), made.area())

// Existential metatype
let kinds: [any Shape.Type] = [Circle.self, Rect.self]
for k in kinds {
    print("kind:", k)
}

func isSameKind(_ a: any Shape, _ b: any Shape) -> Bool {
    type(of: a) == type(of: b)
}
print(isSameKind(shapes[1], shapes[2]), isSameKind(shapes[0], shapes[1]))

// expect: circle with area 3.0
// expect: rectangle with area 16.0
// expect: circle with area 12.0
// expect: rectangle with area 12.0
// expect: square with area 25.0
// expect: total: 49.0
// expect: largest: square 25.0
// expect: 10
// expect: 5050
// expect: 11
// expect: 50
// expect: Rect 20.0
// expect: kind: Circle
// expect: kind: Rect
// expect: true false
