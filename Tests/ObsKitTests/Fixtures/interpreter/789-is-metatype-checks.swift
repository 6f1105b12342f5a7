// `is U.Type` and `as? U.Type` on metatypes, with a class hierarchy and a protocol.
// Expected output from swiftc 6.3.1 on Linux.
protocol Drawable {}
class Shape { required init() {} }
final class Circle: Shape, Drawable {}
final class Blob: Shape {}
func describe(_ type: Any.Type) -> String {
    if type is Int.Type { return "an integer type" }
    if let shape = type as? Shape.Type { return "a shape type: \(shape.init())" }
    return "something else: \(type)"
}
print(describe(Int.self))
print(describe(Circle.self))
print(describe(String.self))
print(Circle.self is Drawable.Type, Blob.self is Drawable.Type, Circle.self is Shape.Type)

// expect: an integer type
// expect: a shape type: main.Circle
// expect: something else: String
// expect: true false true
