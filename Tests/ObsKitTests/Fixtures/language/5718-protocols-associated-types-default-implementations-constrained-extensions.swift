// Advanced Swift style (protocol-oriented design): protocols with associated types, default implementations and constrained extensions
protocol Shape {
    var area: Double { get }
    var name: String { get }
}

extension Shape {
    var name: String { String(describing: Self.self).lowercased() }
    func describe() -> String { "\(name) with area \(area)" }
}

struct Square: Shape { let side: Double; var area: Double { side * side } }
struct Rect: Shape { let w, h: Double; var area: Double { w * h }; var name: String { "rect \(Int(w))x\(Int(h))" } }
struct Circle: Shape { let r: Double; var area: Double { 3 * r * r } }

protocol Container {
    associatedtype Item
    var items: [Item] { get }
    mutating func add(_ item: Item)
}

extension Container {
    var count: Int { items.count }
    var first: Item? { items.first }
}

extension Container where Item: Shape {
    var totalArea: Double { items.reduce(0) { $0 + $1.area } }
    var largest: Item? { items.max { $0.area < $1.area } }
}

extension Container where Item: Comparable {
    var sortedItems: [Item] { items.sorted() }
}

struct Bag<Item>: Container {
    var items: [Item] = []
    mutating func add(_ item: Item) { items.append(item) }
}

var squares = Bag<Square>()
[3, 1, 2].forEach { squares.add(Square(side: Double($0))) }
print(squares.count, squares.totalArea, squares.largest!.describe())

var numbers = Bag<Int>()
[5, 2, 9, 1].forEach { numbers.add($0) }
print(numbers.sortedItems, numbers.first ?? 0)

let mixed: [any Shape] = [Square(side: 2), Rect(w: 2, h: 5), Circle(r: 1)]
for shape in mixed { print(shape.describe()) }
print(mixed.map(\.area).reduce(0, +))

func largestName<C: Container>(in container: C) -> String where C.Item: Shape {
    container.largest?.name ?? "empty"
}
print(largestName(in: squares), largestName(in: Bag<Circle>()))

// expect: 3 14.0 square with area 9.0
// expect: [1, 2, 5, 9] 5
// expect: square with area 4.0
// expect: rect 2x5 with area 10.0
// expect: circle with area 3.0
// expect: 17.0
// expect: square empty
