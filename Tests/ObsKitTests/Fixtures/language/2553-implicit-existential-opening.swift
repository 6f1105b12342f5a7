// Swift Evolution style (SE-0352): passing `any P` values to generic parameters opens the existential
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
    var width: Double, height: Double
    var name: String { "rect" }
    func area() -> Double { width * height }
}

func describe<S: Shape>(_ shape: S) -> String {
    "\(shape.name) of type \(S.self) has area \(shape.area())"
}

func doubled<S: Shape>(_ shape: S) -> S {
    shape
}

func countElements<C: Collection>(_ c: C) -> Int {
    var n = 0
    for _ in c { n += 1 }
    return n
}

func firstElementDescription<C: Collection>(_ c: C) -> String {
    if let first = c.first { return "first is \(first)" }
    return "empty"
}

func maybeDescribe(_ shape: (any Shape)?) -> String {
    guard let shape else { return "nothing" }
    return describe(shape)
}

let shapes: [any Shape] = [Square(side: 3), Rectangle(width: 2, height: 5.5)]
for shape in shapes {
    print(describe(shape))
    let same = doubled(shape)
    print("round trip: \(type(of: same)) -> \(same.name)")
}

let collections: [any Collection] = [[1, 2, 3], "hello", Set<Int>(), 1...4]
for c in collections {
    print(countElements(c))
}

let strs: any Collection = ["x", "y"]
print(firstElementDescription(strs))
let optionalShape: (any Shape)? = Square(side: 1.5)
print(maybeDescribe(optionalShape))

func total(_ items: [any Shape]) -> Double {
    items.reduce(0) { $0 + $1.area() }
}
print("total area \(total(shapes))")
// expect: square of type Square has area 9.0
// expect: round trip: Square -> square
// expect: rect of type Rectangle has area 11.0
// expect: round trip: Rectangle -> rect
// expect: 3
// expect: 5
// expect: 0
// expect: 4
// expect: first is x
// expect: square of type Square has area 2.25
// expect: total area 20.0
