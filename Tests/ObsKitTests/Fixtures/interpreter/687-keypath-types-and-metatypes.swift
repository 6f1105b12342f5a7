// Key paths know their types: KeyPath for a let or computed property, WritableKeyPath through vars of
// structs, ReferenceWritableKeyPath through a class, an optional value after `?`, rootType and valueType;
// metatypes of metatypes (Int.Type.self, type(of: Int.self)). Expected output: swiftc 6.3.1 (Linux), run on
// this machine (tools/fixture-expect).
struct Point { var x = 1.0; let id = 7; var length: Double { x } }
struct Shape { var origin = Point(); var name: String? = "s"; var points = [Point()] }
final class Canvas { var shape = Shape(); let title = "c" }
print(type(of: \Point.x), type(of: \Point.id), type(of: \Point.length))
print(type(of: \Shape.origin.x), type(of: \Shape.name?.count), type(of: \Shape.points[0].x))
print(type(of: \Canvas.shape.origin), type(of: \Canvas.title), type(of: \Canvas.shape.name))
let erased: AnyKeyPath = \Shape.origin.id
print(type(of: erased).rootType, type(of: erased).valueType, type(of: erased).valueType == Int.self)
print(Shape()[keyPath: erased] as Any, Shape()[keyPath: \Shape.points.count])
print(Int.Type.self, type(of: Int.self), type(of: Point.self), Point.Type.self, [Int].Type.self)

// expect: WritableKeyPath<Point, Double> KeyPath<Point, Int> KeyPath<Point, Double>
// expect: WritableKeyPath<Shape, Double> KeyPath<Shape, Optional<Int>> WritableKeyPath<Shape, Double>
// expect: ReferenceWritableKeyPath<Canvas, Point> KeyPath<Canvas, String> ReferenceWritableKeyPath<Canvas, Optional<String>>
// expect: Shape Int true
// expect: Optional(7) 1
// expect: Int.Type Int.Type Point.Type Point.Type Array<Int>.Type
