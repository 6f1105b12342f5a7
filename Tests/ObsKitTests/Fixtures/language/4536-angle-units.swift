// Swift book style: an Angle structure with degree and radian views, normalization and FloatingPoint.pi
struct Angle<T: BinaryFloatingPoint>: Comparable, CustomStringConvertible {
    var radians: T

    init(radians: T) { self.radians = radians }
    init(degrees: T) { self.radians = degrees * T.pi / 180 }

    var degrees: T {
        get { radians * 180 / T.pi }
        set { radians = newValue * T.pi / 180 }
    }

    var normalized: Angle {
        var d = degrees.truncatingRemainder(dividingBy: 360)
        if d < 0 { d += 360 }
        return Angle(degrees: d)
    }

    static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    static func * (a: Angle, k: T) -> Angle { Angle(radians: a.radians * k) }
    static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }

    static var zero: Angle { Angle(radians: 0) }
    static var right: Angle { Angle(degrees: 90) }

    var description: String { "\(degrees)°" }
}

enum Compass: String, CaseIterable {
    case north = "N", east = "E", south = "S", west = "W"

    init<T: BinaryFloatingPoint>(_ angle: Angle<T>) {
        let d = angle.normalized.degrees
        let index = Int((d + 45) / 90) % 4
        self = Compass.allCases[index]
    }
}

print(Double.pi)
print(Float.pi)
let right = Angle<Double>.right
print("right angle radians:", right.radians)
print("right angle degrees:", right.degrees)
print("half turn:", Angle(radians: Double.pi))
print("sum:", right + right + right)
print("scaled:", right * 0.5)
print("zero:", Angle<Double>.zero)
var heading = Angle<Double>(degrees: 30)
heading.degrees += 15
print("heading:", heading.degrees, heading.radians)
print("normalized 450:", Angle(degrees: 450.0).normalized.degrees)
print("normalized -90:", Angle(degrees: -90.0).normalized.degrees)
print("normalized 720:", Angle(degrees: 720.0).normalized.degrees)
print(Angle(degrees: 10.0) < Angle(degrees: 20.0), Angle(degrees: 360.0).normalized == Angle.zero)

for d: Double in [0, 44, 46, 135, 180, 269, 300, 359, -30] {
    print(d, "->", Compass(Angle(degrees: d)).rawValue)
}

let f = Angle<Float>(degrees: 180)
print("float radians:", f.radians, "degrees:", f.degrees)
print(Double.pi / 4, Float.pi / 2)
let turns = stride(from: 0.0, through: 360.0, by: 120.0).map { Angle(degrees: $0).radians }
print(turns)
print([Angle(degrees: 300.0), Angle(degrees: 45.0), Angle(degrees: 180.0)].sorted().map(\.degrees))
print(7.5.truncatingRemainder(dividingBy: 2), (-7.5).truncatingRemainder(dividingBy: 2), 7.5.remainder(dividingBy: 2))
// expect: 3.141592653589793
// expect: 3.1415925
// expect: right angle radians: 1.5707963267948966
// expect: right angle degrees: 90.0
// expect: half turn: 180.0°
// expect: sum: 270.0°
// expect: scaled: 45.0°
// expect: zero: 0.0°
// expect: heading: 45.0 0.7853981633974483
// expect: normalized 450: 90.0
// expect: normalized -90: 270.0
// expect: normalized 720: 0.0
// expect: true true
// expect: 0.0 -> N
// expect: 44.0 -> N
// expect: 46.0 -> E
// expect: 135.0 -> S
// expect: 180.0 -> S
// expect: 269.0 -> W
// expect: 300.0 -> W
// expect: 359.0 -> N
// expect: -30.0 -> N
// expect: float radians: 3.1415925 degrees: 180.0
// expect: 0.7853981633974483 1.5707963
// expect: [0.0, 2.0943951023931953, 4.1887902047863905, 6.283185307179586]
// expect: [45.0, 180.0, 300.00000000000006]
// expect: 1.5 -1.5 -0.5
