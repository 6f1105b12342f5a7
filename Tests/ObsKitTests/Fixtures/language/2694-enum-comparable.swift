// Compiler test style: synthesized Comparable for enums with and without payloads
enum Size: Comparable {
    case small, medium, large
}
enum Level: Int, Comparable {
    case high = 1, low = 10
    static func < (a: Level, b: Level) -> Bool { a.rawValue > b.rawValue }
}
enum Shape: Comparable {
    case point
    case circle(radius: Int)
    case rect(w: Int, h: Int)
}
print(Size.small < .large, Size.large < .medium)
print([Size.large, .small, .medium, .small].sorted())
print(Size.medium > .small, max(Size.small, .large))
print(Level.high < .low, [Level.high, .low].sorted())
let shapes: [Shape] = [.rect(w: 2, h: 1), .circle(radius: 5), .point, .circle(radius: 2), .rect(w: 1, h: 9)]
for s in shapes.sorted() { print(s) }
print(Shape.circle(radius: 100) < .rect(w: 0, h: 0))

// expect: true false
// expect: [main.Size.small, main.Size.small, main.Size.medium, main.Size.large]
// expect: true large
// expect: false [main.Level.low, main.Level.high]
// expect: point
// expect: circle(radius: 2)
// expect: circle(radius: 5)
// expect: rect(w: 1, h: 9)
// expect: rect(w: 2, h: 1)
// expect: true
