// Compiler test style (default descriptions): print of structs and enums without custom descriptions, nested and generic
struct Empty {}
struct Point { var x = 1; var y = 2 }
struct Line { var from: Point; var to: Point; var label: String? }
struct Generic<T> { var value: T }
struct WithArray { var items: [Point]; var lookup: [String: Int] }
enum Direction { case up, down }
enum Payload {
    case none
    case single(Int)
    case labelled(name: String, weight: Double)
    indirect case nested(Payload)
    indirect case boxed(Payload)
    case tuple((Int, Int))
    case optional(Int?)
}
enum Raw: String { case alpha = "A", beta }

print(Empty())
print(Point())
print(Line(from: Point(), to: Point(x: 5, y: 6), label: nil))
print(Line(from: Point(), to: Point(), label: "diag"))
print(Generic(value: 3), Generic(value: "s"), Generic(value: Point()))
print(Generic(value: Generic(value: [1])))
print(WithArray(items: [Point()], lookup: ["one": 1]))
print(Direction.up, [Direction.up, .down])
print(Payload.none, Payload.single(4))
print(Payload.labelled(name: "n", weight: 1.5))
print(Payload.nested(.single(1)), Payload.boxed(.none))
print(Payload.tuple((1, 2)), Payload.optional(nil), Payload.optional(5))
print(Raw.alpha, Raw.beta, Raw.alpha.rawValue)
print([Payload.single(1)], Optional(Payload.none) as Any)
print((Direction.down, Point()))
print(Generic<Direction?>(value: .up), Generic<Int?>(value: nil))
print("\(Point())", String(describing: Direction.down))
debugPrint(Point(), Direction.up, Raw.beta)
debugPrint(Generic(value: "q"))
let points = [Point(x: 3, y: 4)]
debugPrint(points)
print([1: Point()])

// expect: Empty()
// expect: Point(x: 1, y: 2)
// expect: Line(from: main.Point(x: 1, y: 2), to: main.Point(x: 5, y: 6), label: nil)
// expect: Line(from: main.Point(x: 1, y: 2), to: main.Point(x: 1, y: 2), label: Optional("diag"))
// expect: Generic<Int>(value: 3) Generic<String>(value: "s") Generic<Point>(value: main.Point(x: 1, y: 2))
// expect: Generic<Generic<Array<Int>>>(value: main.Generic<Swift.Array<Swift.Int>>(value: [1]))
// expect: WithArray(items: [main.Point(x: 1, y: 2)], lookup: ["one": 1])
// expect: up [main.Direction.up, main.Direction.down]
// expect: none single(4)
// expect: labelled(name: "n", weight: 1.5)
// expect: nested(main.Payload.single(1)) boxed(main.Payload.none)
// expect: tuple(1, 2) optional(nil) optional(Optional(5))
// expect: alpha beta A
// expect: [main.Payload.single(1)] Optional(main.Payload.none)
// expect: (main.Direction.down, main.Point(x: 1, y: 2))
// expect: Generic<Optional<Direction>>(value: Optional(main.Direction.up)) Generic<Optional<Int>>(value: nil)
// expect: Point(x: 1, y: 2) down
// expect: main.Point(x: 1, y: 2) main.Direction.up main.Raw.beta
// expect: main.Generic<Swift.String>(value: "q")
// expect: [main.Point(x: 3, y: 4)]
// expect: [1: main.Point(x: 1, y: 2)]
