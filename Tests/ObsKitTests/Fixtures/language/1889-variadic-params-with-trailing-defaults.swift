// Compiler test style: variadic parameters — Int... followed by labeled defaults, empty variadics, multiple variadics and forwarding as arrays
// known-gap: line 15: expected "(Int...) -> Array<Int>", got "(Int) -> Any"
func total(_ values: Int..., scale: Int = 1, offset: Int = 0) -> Int {
    return values.reduce(0, +) * scale + offset
}

print(total())
print(total(1, 2, 3))
print(total(1, 2, 3, scale: 10))
print(total(1, 2, 3, offset: -6))
print(total(4, scale: 2, offset: 1))
print(total(scale: 5, offset: 7))

// Variadic in the middle, with a default before and after
func describe(prefix: String = "#", _ items: String..., separator: String = ",", suffix: String = "") -> String {
    return prefix + items.joined(separator: separator) + suffix
}
print(describe("a", "b", "c"))
print(describe(prefix: ">", "x"))
print(describe("p", "q", separator: " | ", suffix: "!"))
print(describe(suffix: "<empty>"))

// Multiple variadic parameters (Swift 5.4+)
func zipLabels(_ names: String..., values: Int..., unit: String = "pts") -> [String] {
    var out: [String] = []
    for (i, n) in names.enumerated() {
        let v = i < values.count ? "\(values[i])\(unit)" : "?"
        out.append("\(n)=\(v)")
    }
    return out
}
print(zipLabels("a", "b", "c", values: 1, 2))
print(zipLabels("x", values: 9, unit: "kg"))
print(zipLabels(values: 1, 2, 3))

// Variadic parameter is an Array inside the function; forward via a helper taking [Int]
func average(_ xs: [Int]) -> Double { xs.isEmpty ? 0 : Double(xs.reduce(0, +)) / Double(xs.count) }
func avg(_ xs: Int...) -> Double { average(xs) }
print(avg(), avg(1, 2), avg(10, 20, 30, 41))
print(type(of: { (xs: Int...) in xs }))

// Generic variadic of a single type parameter
func firstNonNil<T>(_ xs: T?..., fallback: T) -> T {
    for x in xs { if let x { return x } }
    return fallback
}
print(firstNonNil(nil, 3, 4, fallback: 0))
print(firstNonNil(nil, nil, fallback: "none"))
print(firstNonNil(fallback: 1.5))

// Variadic initializer and method
struct Polygon {
    let points: [(Int, Int)]
    init(_ points: (Int, Int)..., closed: Bool = true) {
        self.points = closed && !points.isEmpty ? points + [points[0]] : points
    }
    func perimeterSteps() -> Int {
        zip(points, points.dropFirst()).map { abs($0.0 - $1.0) + abs($0.1 - $1.1) }.reduce(0, +)
    }
}
print(Polygon((0, 0), (3, 0), (3, 4)).perimeterSteps())
print(Polygon((0, 0), (3, 0), (3, 4), closed: false).perimeterSteps())
print(Polygon().points.count)

// expect: 0
// expect: 6
// expect: 60
// expect: 0
// expect: 9
// expect: 7
// expect: #a,b,c
// expect: >x
// expect: #p | q!
// expect: #<empty>
// expect: ["a=1pts", "b=2pts", "c=?"]
// expect: ["x=9kg"]
// expect: []
// expect: 0.0 1.5 25.25
// expect: (Int...) -> Array<Int>
// expect: 3
// expect: none
// expect: 1.5
// expect: 14
// expect: 7
// expect: 0
