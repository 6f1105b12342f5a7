// Blog style (quotient and remainder): quotientAndRemainder for time and base conversion
func breakDown(seconds: Int) -> String {
    let (h, rest) = seconds.quotientAndRemainder(dividingBy: 3600)
    let (m, s) = rest.quotientAndRemainder(dividingBy: 60)
    return "\(h)h \(m)m \(s)s"
}
print(breakDown(seconds: 0))
print(breakDown(seconds: 59))
print(breakDown(seconds: 3661))
print(breakDown(seconds: 86399))

func toBase<T: BinaryInteger>(_ n: T, _ base: T) -> String {
    let symbols = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    var x = n
    var out = ""
    repeat {
        let qr = x.quotientAndRemainder(dividingBy: base)
        out = String(symbols[Int(qr.remainder)]) + out
        x = qr.quotient
    } while x > 0
    return out
}
print(toBase(255, 16), toBase(UInt8(10), 2), toBase(Int64(1_000_000), 36))
print((-17).quotientAndRemainder(dividingBy: 5))
print(17.quotientAndRemainder(dividingBy: -5))
print(UInt8(250).quotientAndRemainder(dividingBy: 7))
print(String(toBase(35, 36)) == String(35, radix: 36, uppercase: true))
// expect: 0h 0m 0s
// expect: 0h 0m 59s
// expect: 1h 1m 1s
// expect: 23h 59m 59s
// expect: FF 1010 LFLS
// expect: (quotient: -3, remainder: -2)
// expect: (quotient: -3, remainder: 2)
// expect: (quotient: 35, remainder: 5)
// expect: true
