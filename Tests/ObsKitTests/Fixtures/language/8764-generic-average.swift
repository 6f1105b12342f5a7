// Apple docs style (BinaryFloatingPoint): an average that works for Float and Double
func average<T: BinaryFloatingPoint>(_ xs: [T]) -> T? {
    guard !xs.isEmpty else { return nil }
    return xs.reduce(0, +) / T(xs.count)
}

print(average([1.0, 2.0, 3.0, 4.0]) as Any)
print(average([Float(0.1), 0.2, 0.3]) as Any)
print(average([0.1, 0.2, 0.3]) as Any)
print(average([Double]()) as Any)

// Average of integers, converted into a chosen floating type
func average<I: BinaryInteger, F: BinaryFloatingPoint>(_ xs: [I], as: F.Type) -> F {
    F(xs.reduce(0, +)) / F(xs.count)
}
let grades = [87, 92, 78, 95, 81]
print(average(grades, as: Double.self))
print(average(grades, as: Float.self))
print(average([UInt8(7), 8], as: Double.self))

// Weighted mean
func weightedMean<T: BinaryFloatingPoint>(_ values: [T], weights: [T]) -> T {
    let num = zip(values, weights).reduce(T.zero) { $0 + $1.0 * $1.1 }
    let den = weights.reduce(T.zero, +)
    return num / den
}
print(weightedMean([90.0, 80.0, 70.0], weights: [0.5, 0.3, 0.2]))
print(weightedMean([Float(3), 5], weights: [1, 3]))

// Converting between binary floating types generically
func convert<A: BinaryFloatingPoint, B: BinaryFloatingPoint>(_ a: A, to: B.Type) -> B {
    B(a)
}
print(convert(Float(0.1), to: Double.self))
print(convert(0.1, to: Float.self))
print(convert(1e300, to: Float.self))

// A generic linear interpolation
func lerp<T: BinaryFloatingPoint>(_ a: T, _ b: T, _ t: T) -> T {
    a + (b - a) * t
}
print((0...4).map { lerp(10.0, 20.0, Double($0) / 4) })
print(lerp(Float(0), 1, 0.3))

// Using static properties through the generic parameter
func describeType<T: BinaryFloatingPoint>(_: T.Type) -> String {
    "bits \(T.significandBitCount + T.exponentBitCount + 1), ulpOfOne \(T.ulpOfOne)"
}
print("Float:", describeType(Float.self))
print("Double:", describeType(Double.self))

// expect: Optional(2.5)
// expect: Optional(0.2)
// expect: Optional(0.20000000000000004)
// expect: nil
// expect: 86.6
// expect: 86.6
// expect: 7.5
// expect: 83.0
// expect: 4.5
// expect: 0.10000000149011612
// expect: 0.1
// expect: inf
// expect: [10.0, 12.5, 15.0, 17.5, 20.0]
// expect: 0.3
// expect: Float: bits 32, ulpOfOne 1.1920929e-07
// expect: Double: bits 64, ulpOfOne 2.220446049250313e-16
