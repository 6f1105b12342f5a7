// Apple docs style (Numeric.magnitude): distances, errors and the Int.min trap avoided
let temperatures: [Double] = [-12.5, 3.0, -0.0, 7.25, -40.0]
for t in temperatures {
    print("\(t) magnitude \(t.magnitude), abs \(abs(t))")
}

// The farthest reading from a target
let target = 0.0
let farthest = temperatures.max { ($0 - target).magnitude < ($1 - target).magnitude }!
print("farthest from \(target): \(farthest)")

// Int.magnitude is UInt, so it works even for Int.min
let ints = [5, -5, 0, Int.max, Int.min]
for i in ints {
    print("\(i).magnitude = \(i.magnitude) (type \(type(of: i.magnitude)))")
}

// Small widths too
let smalls: [Int8] = [-128, -1, 0, 127]
print(smalls.map { $0.magnitude })
print(type(of: Int16(-300).magnitude), Int16(-300).magnitude)

// Manhattan distance with integer magnitudes
struct Point { var x: Int; var y: Int }
func manhattan(_ a: Point, _ b: Point) -> UInt {
    (a.x - b.x).magnitude + (a.y - b.y).magnitude
}
let home = Point(x: 2, y: -3)
let shops = [Point(x: 5, y: 1), Point(x: -1, y: -3), Point(x: 2, y: 10)]
for s in shops {
    print("to (\(s.x), \(s.y)): \(manhattan(home, s)) blocks")
}

// Relative error uses magnitude
func relativeError(_ approx: Double, _ exact: Double) -> Double {
    (approx - exact).magnitude / exact.magnitude
}
print("22/7 vs pi:", relativeError(22.0 / 7.0, Double.pi))
print("355/113 vs pi:", relativeError(355.0 / 113.0, Double.pi))
print("nan magnitude:", Double.nan.magnitude, "-inf magnitude:", (-Double.infinity).magnitude)

// expect: -12.5 magnitude 12.5, abs 12.5
// expect: 3.0 magnitude 3.0, abs 3.0
// expect: -0.0 magnitude 0.0, abs 0.0
// expect: 7.25 magnitude 7.25, abs 7.25
// expect: -40.0 magnitude 40.0, abs 40.0
// expect: farthest from 0.0: -40.0
// expect: 5.magnitude = 5 (type UInt)
// expect: -5.magnitude = 5 (type UInt)
// expect: 0.magnitude = 0 (type UInt)
// expect: 9223372036854775807.magnitude = 9223372036854775807 (type UInt)
// expect: -9223372036854775808.magnitude = 9223372036854775808 (type UInt)
// expect: [128, 1, 0, 127]
// expect: UInt16 300
// expect: to (5, 1): 7 blocks
// expect: to (-1, -3): 3 blocks
// expect: to (2, 10): 13 blocks
// expect: 22/7 vs pi: 0.0004024994347707008
// expect: 355/113 vs pi: 8.49136787674061e-08
// expect: nan magnitude: nan -inf magnitude: inf
