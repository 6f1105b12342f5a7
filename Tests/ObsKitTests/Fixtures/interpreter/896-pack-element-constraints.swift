// Per-element constraints on a pack: protocol requirements called on each element, a `where repeat each T: P`
// clause, static members through `(each T).self`, and a protocol's default implementation.
// Expected output: swiftc 6.3.1 on this machine.
protocol Shape {
    var area: Double { get }
    static var kind: String { get }
}
extension Shape {
    func summary() -> String { "\(Self.kind) of area \(area)" }
}
struct Square: Shape {
    var side: Double
    var area: Double { side * side }
    static var kind: String { "square" }
}
struct Circle: Shape {
    var radius: Double
    var area: Double { 3 * radius * radius }
    static var kind: String { "circle" }
}
func totalArea<each S: Shape>(_ shapes: repeat each S) -> Double {
    var total = 0.0
    repeat total += (each shapes).area
    return total
}
print(totalArea(Square(side: 2), Circle(radius: 1), Square(side: 1)))
func kinds<each S>(_ shapes: repeat each S) -> [String] where repeat each S: Shape {
    var out: [String] = []
    repeat out.append((each S).kind)
    return out
}
print(kinds(Circle(radius: 2), Square(side: 3)))
func summaries<each S: Shape>(_ shapes: repeat each S) -> [String] {
    var lines: [String] = []
    repeat lines.append((each shapes).summary())
    return lines
}
print(summaries(Square(side: 3), Circle(radius: 2)))
func descriptions<each T: CustomStringConvertible>(_ values: repeat each T) -> String {
    var parts: [String] = []
    for value in repeat each values { parts.append(value.description) }
    return parts.joined(separator: "; ")
}
print(descriptions(12, 2.5, true, "text"))
func largest<each T: Comparable>(_ pairs: repeat (each T, each T)) -> (repeat each T) {
    (repeat max((each pairs).0, (each pairs).1))
}
print(largest((1, 5), ("b", "a")))

// expect: 8.0
// expect: ["circle", "square"]
// expect: ["square of area 9.0", "circle of area 12.0"]
// expect: 12; 2.5; true; text
// expect: (5, "b")
