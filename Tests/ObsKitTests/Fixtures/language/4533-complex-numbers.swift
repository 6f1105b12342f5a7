// Swift book style: a Complex<T: FloatingPoint> type with custom operators and a tiny Mandelbrot rendering
struct Complex<T: FloatingPoint>: Equatable, CustomStringConvertible {
    var re: T
    var im: T

    init(_ re: T, _ im: T = 0) {
        self.re = re
        self.im = im
    }

    static var i: Complex { Complex(0, 1) }

    static func + (a: Complex, b: Complex) -> Complex { Complex(a.re + b.re, a.im + b.im) }
    static func - (a: Complex, b: Complex) -> Complex { Complex(a.re - b.re, a.im - b.im) }
    static func * (a: Complex, b: Complex) -> Complex {
        Complex(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re)
    }
    static func / (a: Complex, b: Complex) -> Complex {
        let d = b.re * b.re + b.im * b.im
        return Complex((a.re * b.re + a.im * b.im) / d, (a.im * b.re - a.re * b.im) / d)
    }
    static prefix func - (a: Complex) -> Complex { Complex(-a.re, -a.im) }

    var conjugate: Complex { Complex(re, -im) }
    var magnitudeSquared: T { re * re + im * im }
    var magnitude: T { magnitudeSquared.squareRoot() }

    var description: String {
        if im < 0 { return "\(re) - \(-im)i" }
        return "\(re) + \(im)i"
    }
}

infix operator **: MultiplicationPrecedence
func ** <T>(base: Complex<T>, exp: Int) -> Complex<T> {
    var result = Complex<T>(1)
    for _ in 0..<exp { result = result * base }
    return result
}

let a = Complex(3.0, 4.0)
let b = Complex(1.0, -2.0)
print("a =", a)
print("b =", b)
print("a + b =", a + b)
print("a - b =", a - b)
print("a * b =", a * b)
print("a / b =", a / b)
print("|a| =", a.magnitude)
print("conj(a) =", a.conjugate)
print("a * conj(a) =", a * a.conjugate)
print("i^2 =", Complex<Double>.i ** 2)
print("i^4 == 1:", Complex<Double>.i ** 4 == Complex(1))
print("-i =", -Complex<Float>.i)
print("float:", Complex<Float>(0.5, 0.25) * Complex<Float>(2, 4))

func escapes<T: FloatingPoint>(_ c: Complex<T>, limit: Int) -> Int {
    var z = Complex<T>(0)
    for n in 0..<limit {
        z = z * z + c
        if z.magnitudeSquared > 4 { return n }
    }
    return limit
}

let palette = Array(" .:-=+*#%@")
for row in 0..<11 {
    var line = ""
    let y = 1.0 - Double(row) * 0.2
    for col in 0..<32 {
        let x = -2.1 + Double(col) * 0.09
        let n = escapes(Complex(x, y), limit: 30)
        line.append(n >= 30 ? "@" : palette[n % 9])
    }
    print(line)
}
print("escape of 1+0i:", escapes(Complex(1.0), limit: 50))
print("escape of -1+0i:", escapes(Complex(Float(-1)), limit: 50))
// expect: a = 3.0 + 4.0i
// expect: b = 1.0 - 2.0i
// expect: a + b = 4.0 + 2.0i
// expect: a - b = 2.0 + 6.0i
// expect: a * b = 11.0 - 2.0i
// expect: a / b = -1.0 + 2.0i
// expect: |a| = 5.0
// expect: conj(a) = 3.0 - 4.0i
// expect: a * conj(a) = 25.0 + 0.0i
// expect: i^2 = -1.0 + 0.0i
// expect: i^4 == 1: true
// expect: -i = -0.0 - 1.0i
// expect: float: 0.0 + 2.5i
// expect:      ..:::::::::----=*===--::...
// expect:    ..::::::::----=++#@@@*==--:::
// expect:    ::::::::--==+**@@@@@@@.:=#-::
// expect:   ::::--=#*****#*@@@@@@@@@@@%=-:
// expect:   ----==*:%@@@@*@@@@@@@@@@@@@=-:
// expect:   @@@@@@@@@@@@@@@@@@@@@@@@@%+=-:
// expect:   ----==*:%@@@@*@@@@@@@@@@@@@=-:
// expect:   ::::--=#*****#*@@@@@@@@@@@%=-:
// expect:    ::::::::--==+**@@@@@@@.:=#-::
// expect:    ..::::::::----=++#@@@*==--:::
// expect:      ..:::::::::----=*===--::...
// expect: escape of 1+0i: 2
// expect: escape of -1+0i: 50
