// Compiler test style: FloatingPoint generic geometry with pi and square roots called with literals
// known-gap: needs the compiler check (literal types); unchecked: error: 4022-floatingpoint-generic-geometry-pi.swift:3:5: error: value of type 'Int' has no member 'squareRoot'
func hypotenuse<T: FloatingPoint>(_ a: T, _ b: T) -> T {
    (a * a + b * b).squareRoot()
}
func circleArea<T: FloatingPoint>(radius r: T) -> T { T.pi * r * r }

let h = hypotenuse(3, 4)
print(h, type(of: h))
let hf: Float = hypotenuse(5, 12)
print(hf)
let side = 1.0
print(hypotenuse(side, 1))
print(circleArea(radius: 1))
print(circleArea(radius: Float(2)))
print(type(of: circleArea(radius: 2)))

let p = Double.pi
print(p / 2)
let fp: Float = .pi
print(fp)
print(Float.pi == Float(Double.pi))

func lerp<T: FloatingPoint>(_ a: T, _ b: T, _ t: T) -> T { a + (b - a) * t }
print(lerp(0, 10, 0.25))
print(lerp(Float(1), 2, 0.5))
print((2.0).squareRoot(), 16.squareRoot2)

extension Int {
    var squareRoot2: Double { Double(self).squareRoot() }
}
print(25.0.squareRoot(), 9.squareRoot2)
// expect: 5.0 Double
// expect: 13.0
// expect: 1.4142135623730951
// expect: 3.141592653589793
// expect: 12.56637
// expect: Double
// expect: 1.5707963267948966
// expect: 3.1415925
// expect: false
// expect: 2.5
// expect: 1.5
// expect: 1.4142135623730951 4.0
// expect: 5.0 3.0
