// Compiler test style: generics with constraints and specialization through protocol requirements
protocol Shape {
    associatedtype Measure: Numeric & Comparable
    var area: Measure { get }
    static var kind: String { get }
}
struct Square: Shape {
    var side: Int
    var area: Int { side * side }
    static var kind: String { "square" }
}
struct Circle: Shape {
    var r: Double
    var area: Double { 3.0 * r * r }
    static var kind: String { "circle" }
}
func largest<S: Shape>(_ shapes: [S]) -> S.Measure? {
    shapes.map(\.area).max()
}
func describe<S: Shape>(_ s: S) -> String where S.Measure: CustomStringConvertible {
    "\(S.kind) with area \(s.area)"
}
func total<S: Sequence>(_ s: S) -> S.Element where S.Element: Numeric {
    s.reduce(0, +)
}
protocol Describer { func name() -> String }
extension Int: Describer { func name() -> String { "Int(\(self))" } }
extension String: Describer { func name() -> String { "String(\(self))" } }
func generic<T>(_ x: T) -> String { "generic" }
func generic<T: Describer>(_ x: T) -> String { "describer: " + x.name() }
func generic(_ x: Int) -> String { "concrete Int" }
func forward<T>(_ x: T) -> String { generic(x) }
func forwardD<T: Describer>(_ x: T) -> String { generic(x) }
print(largest([Square(side: 2), Square(side: 5), Square(side: 3)]) ?? -1)
print(largest([Circle]()) == nil)
print(describe(Circle(r: 1.5)))
print(describe(Square(side: 4)))
print(total([1, 2, 3, 4]))
print(total([0.5, 0.25]))
print(generic(3))
print(generic("x"))
print(generic(2.5))
print(forward(3))
print(forwardD(3))
print(forwardD("y"))
struct Box<T> { var value: T }
extension Box where T: Equatable { func same(_ o: Box) -> Bool { value == o.value } }
extension Box where T == String { var shout: String { value.uppercased() } }
print(Box(value: 3).same(Box(value: 3)), Box(value: "a").shout)

// expect: 25
// expect: true
// expect: circle with area 6.75
// expect: square with area 16
// expect: 10
// expect: 0.75
// expect: concrete Int
// expect: describer: String(x)
// expect: generic
// expect: generic
// expect: describer: Int(3)
// expect: describer: String(y)
// expect: true A
