// Compiler test style: FloatingPoint and BinaryFloatingPoint generic functions
func info<T: BinaryFloatingPoint>(_ t: T.Type) -> String {
    "\(T.self): pi=\(T.pi) eps=\(T.ulpOfOne) max=\(T.greatestFiniteMagnitude)"
}
func mean<T: FloatingPoint>(_ xs: [T]) -> T {
    xs.reduce(0, +) / T(xs.count)
}
func hypot2<T: FloatingPoint>(_ a: T, _ b: T) -> T { (a * a + b * b).squareRoot() }
print(info(Float.self))
print(info(Double.self))
print(mean([1.0, 2.0, 4.0]), mean([Float(1), 2, 4]))
print(hypot2(3.0, 4.0), hypot2(Float(1), Float(1)))
print((-1.0).squareRoot().isNaN, (0.0).squareRoot(), (-0.0).squareRoot())
print(2.0.addingProduct(3.0, 4.0), 10.0.addingProduct(-0.1, 0.1))
func convert<T: BinaryFloatingPoint, U: BinaryFloatingPoint>(_ x: T, to: U.Type) -> U { U(x) }
print(convert(0.1, to: Float.self), convert(Float(0.1), to: Double.self))
var v = 5.0
v.negate()
print(v, -v, +v)
print(Double(Float.nan).isNaN, Float(Double.greatestFiniteMagnitude))

// expect: Float: pi=3.1415925 eps=1.1920929e-07 max=3.4028235e+38
// expect: Double: pi=3.141592653589793 eps=2.220446049250313e-16 max=1.7976931348623157e+308
// expect: 2.3333333333333335 2.3333333
// expect: 5.0 1.4142135
// expect: true 0.0 -0.0
// expect: 14.0 9.99
// expect: 0.1 0.10000000149011612
// expect: -5.0 5.0 -5.0
// expect: true inf
