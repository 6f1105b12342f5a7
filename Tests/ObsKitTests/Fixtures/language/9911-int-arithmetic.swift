// Apple docs style (Int): division, remainders and sign
let x = 1_000_000
let (q, r) = x.quotientAndRemainder(dividingBy: 933)
print("quotient:", q, "remainder:", r)
print("check:", q * 933 + r == x)

let negatives = [(-17, 5), (17, -5), (-17, -5)]
for (a, b) in negatives {
    let qr = a.quotientAndRemainder(dividingBy: b)
    print("\(a) / \(b) = \(a / b), \(a) % \(b) = \(a % b), qr = \(qr)")
}

func floorMod(_ a: Int, _ n: Int) -> Int { ((a % n) + n) % n }
print("floorMod(-17, 5):", floorMod(-17, 5))

print("isMultiple(of:):", 12.isMultiple(of: 4), 13.isMultiple(of: 4), 0.isMultiple(of: 0), 5.isMultiple(of: 0))
print("evens:", (1...12).filter { $0.isMultiple(of: 2) })

for n in [-42, 0, 42] {
    print("\(n): signum \(n.signum()), magnitude \(n.magnitude), abs \(abs(n))")
}
print("magnitude of Int.min:", Int.min.magnitude, type(of: Int.min.magnitude))

print("Int range:", Int.min, Int.max)
print("Int8 range:", Int8.min, Int8.max, "UInt8 max:", UInt8.max)
print("Int32.max as Int:", Int(Int32.max))

print("exact conversion ok:", Int8(exactly: 100) as Any, "fails:", Int8(exactly: 300) as Any)
print("clamping:", Int8(clamping: 300), Int8(clamping: -300), UInt8(clamping: -5))
print("truncatingIfNeeded:", Int8(truncatingIfNeeded: 300), UInt8(truncatingIfNeeded: -1))
print("from Double truncates:", Int(9.99), Int(-9.99))

print("radix:", String(255, radix: 2), String(255, radix: 16), String(255, radix: 16, uppercase: true))
print("parse radix:", Int("ff", radix: 16) ?? -1, Int("1011", radix: 2) ?? -1, Int("z", radix: 10) as Any)

var counter = 10
counter += 5
counter -= 3
counter *= 2
counter /= 4
counter %= 4
print("compound ops result:", counter)

func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
print("gcd(84, 36):", gcd(84, 36), "lcm:", 84 / gcd(84, 36) * 36)
print("digits of 9075:", String(9075).compactMap(\.wholeNumberValue))
print("power by loop:", (0..<10).reduce(1) { acc, _ in acc * 2 })
print("min/max:", min(3, -2, 7), max(3, -2, 7))
// expect: quotient: 1071 remainder: 757
// expect: check: true
// expect: -17 / 5 = -3, -17 % 5 = -2, qr = (quotient: -3, remainder: -2)
// expect: 17 / -5 = -3, 17 % -5 = 2, qr = (quotient: -3, remainder: 2)
// expect: -17 / -5 = 3, -17 % -5 = -2, qr = (quotient: 3, remainder: -2)
// expect: floorMod(-17, 5): 3
// expect: isMultiple(of:): true false true false
// expect: evens: [2, 4, 6, 8, 10, 12]
// expect: -42: signum -1, magnitude 42, abs 42
// expect: 0: signum 0, magnitude 0, abs 0
// expect: 42: signum 1, magnitude 42, abs 42
// expect: magnitude of Int.min: 9223372036854775808 UInt
// expect: Int range: -9223372036854775808 9223372036854775807
// expect: Int8 range: -128 127 UInt8 max: 255
// expect: Int32.max as Int: 2147483647
// expect: exact conversion ok: Optional(100) fails: nil
// expect: clamping: 127 -128 0
// expect: truncatingIfNeeded: 44 255
// expect: from Double truncates: 9 -9
// expect: radix: 11111111 ff FF
// expect: parse radix: 255 11 nil
// expect: compound ops result: 2
// expect: gcd(84, 36): 12 lcm: 252
// expect: digits of 9075: [9, 0, 7, 5]
// expect: power by loop: 1024
// expect: min/max: -2 7
