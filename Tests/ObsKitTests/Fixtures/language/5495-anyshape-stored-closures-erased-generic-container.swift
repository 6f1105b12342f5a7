// Swift Forums style (hand-written type erasure): AnyShape with stored closures and an erased generic container
protocol Shape {
    func area() -> Double
    var name: String { get }
}

struct Square: Shape {
    let side: Double
    func area() -> Double { side * side }
    var name: String { "square" }
}

struct Rect: Shape {
    let w: Double, h: Double
    func area() -> Double { w * h }
    var name: String { "rect \(w)x\(h)" }
}

struct AnyShape: Shape {
    private let _area: () -> Double
    private let _name: () -> String
    init<S: Shape>(_ s: S) {
        _area = s.area
        _name = { s.name }
    }
    func area() -> Double { _area() }
    var name: String { "any(" + _name() + ")" }
}

protocol Container {
    associatedtype Item
    func items() -> [Item]
}

struct Box<T>: Container {
    let stored: [T]
    func items() -> [T] { stored }
}

struct Range10: Container {
    func items() -> [Int] { Array(0..<3) }
}

struct AnyContainer<Item>: Container {
    private let _items: () -> [Item]
    init<C: Container>(_ c: C) where C.Item == Item {
        _items = c.items
    }
    func items() -> [Item] { _items() }
}

let shapes = [AnyShape(Square(side: 2)), AnyShape(Rect(w: 1.5, h: 4))]
for s in shapes {
    print(s.name, s.area())
}
let total = shapes.map { $0.area() }.reduce(0, +)
print(total)
let nestedShape = AnyShape(AnyShape(Square(side: 3)))
print(nestedShape.name, nestedShape.area())

let containers = [AnyContainer(Box(stored: [7, 8])), AnyContainer(Range10())]
print(containers.map { $0.items() })
print(type(of: containers[0]))
let stringBox = AnyContainer(Box(stored: ["a"]))
print(stringBox.items(), type(of: stringBox))

// expect: any(square) 4.0
// expect: any(rect 1.5x4.0) 6.0
// expect: 10.0
// expect: any(any(square)) 9.0
// expect: [[7, 8], [0, 1, 2]]
// expect: AnyContainer<Int>
// expect: ["a"] AnyContainer<String>
