// Compiler test style: some-parameters vs any-parameters and their effect on Self and associated types
protocol Shape { func area() -> Double; func scaled(by k: Double) -> Self }
struct Circle: Shape {
    var r: Double
    func area() -> Double { 3.0 * r * r }
    func scaled(by k: Double) -> Circle { Circle(r: r * k) }
}
struct Sq: Shape {
    var s: Double
    func area() -> Double { s * s }
    func scaled(by k: Double) -> Sq { Sq(s: s * k) }
}
func grow(_ x: some Shape) -> Double { x.scaled(by: 2).area() }
print(grow(Circle(r: 1)), grow(Sq(s: 3)))
func growAny(_ x: any Shape) -> Double { x.scaled(by: 2).area() }
print(growAny(Circle(r: 1)), growAny(Sq(s: 1.5)))
let shapes: [any Shape] = [Circle(r: 2), Sq(s: 2)]
let scaled = shapes.map { $0.scaled(by: 0.5) }
print(scaled.map { $0.area() })
print(scaled.map { "\(type(of: $0))" })
func biggest(_ xs: [any Shape]) -> any Shape { xs.max { $0.area() < $1.area() }! }
print(type(of: biggest(shapes)), biggest(shapes).area())
func pair(_ a: some Shape, _ b: some Shape) -> String { "\(type(of: a))+\(type(of: b))" }
print(pair(Circle(r: 1), Sq(s: 1)), pair(Sq(s: 1), Sq(s: 2)))
// expect: 12.0 36.0
// expect: 12.0 9.0
// expect: [3.0, 1.0]
// expect: ["Circle", "Sq"]
// expect: Circle 12.0
// expect: Circle+Sq Sq+Sq
