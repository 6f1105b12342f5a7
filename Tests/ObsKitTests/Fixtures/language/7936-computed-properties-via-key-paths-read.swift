// Sundell style (computed properties via key paths): read-only computed properties accessed with key paths
struct Rectangle {
    var width: Double
    var height: Double
    var area: Double { width * height }
    var isSquare: Bool { width == height }
    var summary: String { "\(width)x\(height)" }
}

let shapes = [
    Rectangle(width: 2, height: 3),
    Rectangle(width: 4, height: 4),
    Rectangle(width: 1, height: 10),
]

print(shapes.map(\.area))
print(shapes.filter(\.isSquare).map(\.summary))
let areaPath = \Rectangle.area
print(type(of: areaPath))
print(areaPath is WritableKeyPath<Rectangle, Double>)
let widthPath: PartialKeyPath<Rectangle> = \Rectangle.width
print(widthPath is WritableKeyPath<Rectangle, Double>)
print(shapes.max(by: { $0[keyPath: areaPath] < $1[keyPath: areaPath] })!.summary)
let summaryLength = \Rectangle.summary.count
print(shapes.map { $0[keyPath: summaryLength] })
// expect: [6.0, 16.0, 10.0]
// expect: ["4.0x4.0"]
// expect: KeyPath<Rectangle, Double>
// expect: false
// expect: true
// expect: 4.0x4.0
// expect: [7, 7, 8]
