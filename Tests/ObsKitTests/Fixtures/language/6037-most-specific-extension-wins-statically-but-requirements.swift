// Swift Forums style (constrained protocol extensions): the most specific extension wins statically, but requirements dispatch dynamically
// known-gap: needs the compiler check (the callee it chooses); unchecked: line 8: expected "circle rounded summary, area 3.0", got "exactly a circle"
protocol Shape {
    var name: String { get }
    func area() -> Double
}
extension Shape {
    func area() -> Double { 0 }
    func summary() -> String { "\(name) generic summary, area \(area())" }
}
protocol Rounded: Shape {}
extension Shape where Self: Rounded {
    func summary() -> String { "\(name) rounded summary, area \(area())" }
}
extension Shape where Self == Circle {
    func summary() -> String { "exactly a circle" }
}

struct Square: Shape {
    let side: Double
    var name: String { "square" }
    func area() -> Double { side * side }
}
struct Circle: Rounded {
    let r: Double
    var name: String { "circle" }
    func area() -> Double { 3 * r * r }
}
struct Blob: Rounded {
    var name: String { "blob" }
}

print(Square(side: 2).summary())
print(Circle(r: 1).summary())
print(Blob().summary())

let shapes: [any Shape] = [Square(side: 3), Circle(r: 2), Blob()]
for s in shapes {
    print(s.summary(), "|", s.area())
}

func generic<T: Shape>(_ s: T) -> String { s.summary() }
func genericRounded<T: Rounded>(_ s: T) -> String { s.summary() }
print(generic(Circle(r: 1)))
print(genericRounded(Circle(r: 1)))
print(genericRounded(Blob()))

extension Array where Element: Shape {
    func totalArea() -> Double { reduce(0) { $0 + $1.area() } }
}
extension Array where Element == Square {
    func totalArea() -> Double { -1 }
}
print([Circle(r: 1), Circle(r: 2)].totalArea(), [Square(side: 1)].totalArea())
extension Collection {
    var describe: String { "collection of \(count)" }
}
extension Collection where Element: Numeric {
    var describe: String { "numbers summing to \(reduce(0, +))" }
}
print([1, 2, 3].describe, ["a"].describe, (1...4).describe)
func describeGeneric<C: Collection>(_ c: C) -> String { c.describe }
print(describeGeneric([1, 2, 3]))

// expect: square generic summary, area 4.0
// expect: exactly a circle
// expect: blob rounded summary, area 0.0
// expect: square generic summary, area 9.0 | 9.0
// expect: circle generic summary, area 12.0 | 12.0
// expect: blob generic summary, area 0.0 | 0.0
// expect: circle generic summary, area 3.0
// expect: circle rounded summary, area 3.0
// expect: blob rounded summary, area 0.0
// expect: 15.0 -1.0
// expect: numbers summing to 6 collection of 1 numbers summing to 10
// expect: collection of 3
