// An implicit member written as an enum case's associated value is a member of that value's declared type
// (`.pi` and `.nan` of Double, `.max` of Int, a case of another enum, an optional's `.none`); synthesized
// equality then compares the values (NaN is unequal to itself).
// Expected output from swiftc 6.3.1 on Linux.
enum Color { case red, green }
enum Shape: Equatable {
    case circle(radius: Double)
    case tagged(Int, Color?)
    case limit(Float)
}
print(Shape.circle(radius: .pi), Shape.tagged(.max, .green), Shape.tagged(.zero, .none))
print(Shape.circle(radius: .nan) == .circle(radius: .nan), Shape.circle(radius: .infinity) == .circle(radius: .infinity))
print(Shape.limit(.greatestFiniteMagnitude), Shape.tagged(.min, nil) == .tagged(Int.min, nil))
let shapes: [Shape] = [.circle(radius: .ulpOfOne), .tagged(1, .red)]
print(shapes)

// expect: circle(radius: 3.141592653589793) tagged(9223372036854775807, Optional(main.Color.green)) tagged(0, nil)
// expect: false true
// expect: limit(3.4028235e+38) true
// expect: [main.Shape.circle(radius: 2.220446049250313e-16), main.Shape.tagged(1, Optional(main.Color.red))]
