// Swift book style (Opaque and Boxed Protocol Types): boxed any Shape arrays, type(of:) and existential opening
protocol Shape {
    var area: Double { get }
    func describe() -> String
}
extension Shape {
    func describe() -> String { "\(type(of: self)) with area \(area)" }
}
struct Rect: Shape {
    var w: Double, h: Double
    var area: Double { w * h }
}
struct Circle: Shape {
    var r: Double
    var area: Double { 3.0 * r * r }
    func describe() -> String { "circle r=\(r)" }
}
struct VerticalShapes {
    var shapes: [any Shape]
    func totalArea() -> Double { shapes.reduce(0) { $0 + $1.area } }
}
let mixed = VerticalShapes(shapes: [Rect(w: 2, h: 3), Circle(r: 1), Rect(w: 1, h: 1)])
for s in mixed.shapes {
    print(s.describe())
}
print("total:", mixed.totalArea())
func largest<S: Shape>(_ a: S, _ b: S) -> S { a.area >= b.area ? a : b }
func areaOf<S: Shape>(_ s: S) -> Double { s.area }
func nameOf<S: Shape>(_ s: S) -> String { String(describing: S.self) }
let boxed: any Shape = Circle(r: 2)
print(areaOf(boxed), nameOf(boxed))
for s in mixed.shapes {
    print(nameOf(s), terminator: " ")
}
print()
print(largest(Rect(w: 1, h: 5), Rect(w: 2, h: 2)).area)
let anyShapes: [any Shape] = mixed.shapes.filter { $0 is Rect }
print(anyShapes.count, anyShapes.map { $0.area })
if let r = mixed.shapes[0] as? Rect {
    print("first is rect \(r.w)x\(r.h)")
}
// expect: Rect with area 6.0
// expect: circle r=1.0
// expect: Rect with area 1.0
// expect: total: 10.0
// expect: 12.0 Circle
// expect: Rect Circle Rect 
// expect: 5.0
// expect: 2 [6.0, 1.0]
// expect: first is rect 2.0x3.0
