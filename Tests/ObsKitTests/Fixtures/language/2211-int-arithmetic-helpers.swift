// Compiler test style (stdlib): quotientAndRemainder/isMultiple(of:)/signum/magnitude/abs/min/max, negative division semantics
let pairs = [(17, 5), (-17, 5), (17, -5), (-17, -5), (0, 3)]
for (dividend, divisor) in pairs {
    let qr = dividend.quotientAndRemainder(dividingBy: divisor)
    print(dividend, divisor, qr.quotient, qr.remainder, dividend / divisor, dividend % divisor)
}

print(12.isMultiple(of: 4), 12.isMultiple(of: 5), 0.isMultiple(of: 0), 7.isMultiple(of: 0))
print((-9).isMultiple(of: 3), Int.min.isMultiple(of: -1), UInt8(200).isMultiple(of: 8))

print([-42, 0, 42].map { $0.signum() }, Int8(-7).signum(), UInt(9).signum())
print((-42).magnitude, Int8.min.magnitude, type(of: Int8.min.magnitude), abs(-42), abs(Int16(-3)))
print(abs(-2.5), (-2.5).magnitude, Double(-0.0).magnitude.sign == .plus)

print(min(3, 9, -1, 4), max(3, 9, -1, 4), min("pear", "apple"), max(2.5, 1.5))
print(Swift.max(Int8.min, -100), Swift.min(UInt8.max, 7))

let seconds = 98_765
let (hours, afterHours) = seconds.quotientAndRemainder(dividingBy: 3600)
let (minutes, secs) = afterHours.quotientAndRemainder(dividingBy: 60)
print("\(hours)h \(minutes)m \(secs)s")

func modulo(_ a: Int, _ n: Int) -> Int { ((a % n) + n) % n }
print((-7...7).map { modulo($0, 4) })

func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? abs(a) : gcd(b, a % b) }
print(gcd(84, 36), gcd(-48, 18), gcd(17, 0))

var value = 100
value /= 7
value %= 5
value *= -3
value -= 1
print(value, 0 - value == -value, -value)
var negatable = 15
negatable.negate()
print(negatable, 15.distance(to: 4), 4.advanced(by: -10))
print(Int.max / -1, (Int.min + 1) / -1 == Int.max, 1_000_000 * 1_000_000)

// expect: 17 5 3 2 3 2
// expect: -17 5 -3 -2 -3 -2
// expect: 17 -5 -3 2 -3 2
// expect: -17 -5 3 -2 3 -2
// expect: 0 3 0 0 0 0
// expect: true false true false
// expect: true true true
// expect: [-1, 0, 1] -1 1
// expect: 42 128 UInt8 42 3
// expect: 2.5 2.5 true
// expect: -1 9 apple 2.5
// expect: -100 7
// expect: 27h 26m 5s
// expect: [1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3]
// expect: 12 6 17
// expect: -13 true 13
// expect: -15 -11 -6
// expect: -9223372036854775807 true 1000000000000
