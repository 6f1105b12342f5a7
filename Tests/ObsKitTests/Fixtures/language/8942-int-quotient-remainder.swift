// Apple docs style (BinaryInteger.quotientAndRemainder(dividingBy:) / isMultiple(of:)): integer division helpers
let x = 1_000_000
let (q, r) = x.quotientAndRemainder(dividingBy: 933)
print(q, r)

// Signs follow truncating division
for (a, b) in [(17, 5), (-17, 5), (17, -5), (-17, -5)] {
    let result = a.quotientAndRemainder(dividingBy: b)
    print("\(a) / \(b) -> q \(result.quotient), r \(result.remainder)", a / b, a % b)
}

// isMultiple(of:) handles zero and negatives
print(6.isMultiple(of: 3), 7.isMultiple(of: 3), 0.isMultiple(of: 0), 5.isMultiple(of: 0), (-9).isMultiple(of: 3))

// Converting seconds to a clock string
func clock(_ totalSeconds: Int) -> String {
    let (minutes, seconds) = totalSeconds.quotientAndRemainder(dividingBy: 60)
    let (hours, mins) = minutes.quotientAndRemainder(dividingBy: 60)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(hours):\(two(mins)):\(two(seconds))"
}
print(clock(59), clock(3600), clock(7322), clock(86399))

// A floored modulo for wrapping indices
func wrap(_ i: Int, _ n: Int) -> Int {
    let r = i % n
    return r < 0 ? r + n : r
}
print((-3...3).map { wrap($0, 3) })

// magnitude, signum, abs
let values = [-12, 0, 7, Int.min + 1]
for v in values {
    print(v, v.magnitude, v.signum(), abs(v))
}
print(type(of: (-5).magnitude))

// FizzBuzz with isMultiple
let fizz = (1...15).map { n -> String in
    switch (n.isMultiple(of: 3), n.isMultiple(of: 5)) {
    case (true, true): return "FizzBuzz"
    case (true, false): return "Fizz"
    case (false, true): return "Buzz"
    default: return String(n)
    }
}
print(fizz.joined(separator: " "))

// Greatest common divisor via remainders
func gcd(_ a: Int, _ b: Int) -> Int {
    b == 0 ? abs(a) : gcd(b, a % b)
}
print(gcd(84, 36), gcd(17, 5), gcd(-12, 18))

// Making change with successive divisions
var amount = 287
var coins: [String] = []
for coin in [100, 25, 10, 5, 1] {
    let (count, rest) = amount.quotientAndRemainder(dividingBy: coin)
    if count > 0 { coins.append("\(count)x\(coin)") }
    amount = rest
}
print(coins)

// expect: 1071 757
// expect: 17 / 5 -> q 3, r 2 3 2
// expect: -17 / 5 -> q -3, r -2 -3 -2
// expect: 17 / -5 -> q -3, r 2 -3 2
// expect: -17 / -5 -> q 3, r -2 3 -2
// expect: true false true false true
// expect: 0:00:59 1:00:00 2:02:02 23:59:59
// expect: [0, 1, 2, 0, 1, 2, 0]
// expect: -12 12 -1 12
// expect: 0 0 0 0
// expect: 7 7 1 7
// expect: -9223372036854775807 9223372036854775807 -1 9223372036854775807
// expect: UInt
// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz
// expect: 12 1 6
// expect: ["2x100", "3x25", "1x10", "2x1"]
