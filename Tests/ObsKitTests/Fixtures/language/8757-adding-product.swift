// Apple docs style (FloatingPoint.addingProduct(_:_:)): fused multiply-add in practice
import Glibc  // addingProduct lowers to libm fma on Linux

let a = 0.1, b = 10.0
print("0.1 * 10 - 1 separately:", a * b - 1)
print("fused (-1).addingProduct(0.1, 10):", (-1.0).addingProduct(a, b))

// Horner's rule for a polynomial, with and without fusing
// p(x) = 2x^3 - 6x^2 + 2x - 1
let coefficients: [Double] = [2, -6, 2, -1]
func hornerPlain(_ x: Double) -> Double {
    coefficients.dropFirst().reduce(coefficients[0]) { acc, c in acc * x + c }
}
func hornerFused(_ x: Double) -> Double {
    coefficients.dropFirst().reduce(coefficients[0]) { acc, c in c.addingProduct(acc, x) }
}
for x in [0.0, 1.0, 2.5, 3.0, -1.5] {
    print("p(\(x)) plain \(hornerPlain(x)) fused \(hornerFused(x))")
}

// Recovering the rounding error of a product (Dekker-style)
func productError(_ x: Double, _ y: Double) -> (Double, Double) {
    let p = x * y
    let e = (-p).addingProduct(x, y)
    return (p, e)
}
for (x, y) in [(0.1, 0.1), (1.0 / 3.0, 3.0), (1e8 + 1, 1e8 - 1)] {
    let (p, e) = productError(x, y)
    print("\(x) * \(y) = \(p) with error \(e)")
}

// The mutating form accumulating a dot product
let u: [Double] = [1.5, 2.0, -0.5, 4.0]
let v: [Double] = [2.0, 0.25, 8.0, 1.0]
var dot = 0.0
for (x, y) in zip(u, v) {
    dot.addProduct(x, y)
}
print("dot product:", dot)

// Float version
let fz: Float = 1
print("Float fused:", fz.addingProduct(Float(0.1), 10), "plain:", fz + Float(0.1) * 10)

// expect: 0.1 * 10 - 1 separately: 0.0
// expect: fused (-1).addingProduct(0.1, 10): 5.551115123125783e-17
// expect: p(0.0) plain -1.0 fused -1.0
// expect: p(1.0) plain -3.0 fused -3.0
// expect: p(2.5) plain -2.25 fused -2.25
// expect: p(3.0) plain 5.0 fused 5.0
// expect: p(-1.5) plain -24.25 fused -24.25
// expect: 0.1 * 0.1 = 0.010000000000000002 with error -8.326672684688674e-19
// expect: 0.3333333333333333 * 3.0 = 1.0 with error -5.551115123125783e-17
// expect: 100000001.0 * 99999999.0 = 1e+16 with error -1.0
// expect: dot product: 3.5
// expect: Float fused: 2.0 plain: 2.0
