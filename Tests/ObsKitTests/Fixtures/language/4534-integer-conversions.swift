// Compiler test style: BinaryInteger conversions between widths: exactly, truncating, clamping and generic init
func convert<Source: BinaryInteger, Target: FixedWidthInteger>(_ x: Source, to: Target.Type) -> String {
    let exact = Target(exactly: x).map { "\($0)" } ?? "nil"
    let trunc = Target(truncatingIfNeeded: x)
    let clamp = Target(clamping: x)
    return "\(Target.self)(\(x)): exactly=\(exact) truncating=\(trunc) clamping=\(clamp)"
}

print(convert(300, to: UInt8.self))
print(convert(-1, to: UInt8.self))
print(convert(-129, to: Int8.self))
print(convert(127, to: Int8.self))
print(convert(UInt64.max, to: Int64.self))
print(convert(Int16(-2), to: UInt32.self))
print(convert(65536 + 42, to: UInt16.self))

func widen<T: BinaryInteger>(_ values: [T]) -> [Int] {
    values.map { Int($0) }
}
print(widen([UInt8(255), 0, 17]))
print(widen([Int8(-128), 127]))
print(widen([UInt16.max]))

func describeSign<T: BinaryInteger>(_ x: T) -> String {
    "\(x): signed=\(T.isSigned) signum=\(x.signum()) words=\(x.words.count) trailingZeros=\(x.trailingZeroBitCount)"
}
print(describeSign(Int8(-8)))
print(describeSign(UInt32(96)))
print(describeSign(0))

func isPowerOfTwo<T: BinaryInteger>(_ x: T) -> Bool {
    x > 0 && (x & (x - 1)) == 0
}
print([1, 2, 3, 4, 6, 8, 64, 100].filter(isPowerOfTwo))
print([UInt8(128), 129, 255].map(isPowerOfTwo))

func digits<T: BinaryInteger>(_ x: T, base: T = 10) -> [T] {
    var v = x < 0 ? 0 - x : x
    if v == 0 { return [0] }
    var out: [T] = []
    while v > 0 {
        out.insert(v % base, at: 0)
        v /= base
    }
    return out
}
print(digits(12345), digits(UInt8(255), base: 2), digits(Int16(-4096), base: 16), digits(0))

func digitSum<T: BinaryInteger>(_ x: T) -> T { digits(x).reduce(0, +) }
print(digitSum(99999), digitSum(UInt64(1) << 40))

print(String(255, radix: 16), String(UInt8(5), radix: 2), String(-255, radix: 16, uppercase: true))
print(Int("ff", radix: 16)!, UInt8("11111111", radix: 2)!, Int8("200") as Any)
func exactInt<T: BinaryFloatingPoint>(_ x: T) -> Int? { Int(exactly: x) }
func exactByte<T: BinaryFloatingPoint>(_ x: T) -> UInt8? { UInt8(exactly: x) }
print(exactInt(3.0)!, exactInt(3.5) as Any, exactByte(-0.0)!, exactByte(Float(256)) as Any)
print(Int(-7.9), Int(7.9), UInt8(255.5))

let mixed: [any BinaryInteger] = [Int8(-3), UInt16(500), 42, UInt8(7)]
var acc = 0
for m in mixed { acc += Int(m) }
print("mixed total:", acc)
print(Int8.max.isMultiple(of: 127), 10.isMultiple(of: 3), UInt8(0).isMultiple(of: 0))
// expect: UInt8(300): exactly=nil truncating=44 clamping=255
// expect: UInt8(-1): exactly=nil truncating=255 clamping=0
// expect: Int8(-129): exactly=nil truncating=127 clamping=-128
// expect: Int8(127): exactly=127 truncating=127 clamping=127
// expect: Int64(18446744073709551615): exactly=nil truncating=-1 clamping=9223372036854775807
// expect: UInt32(-2): exactly=nil truncating=4294967294 clamping=0
// expect: UInt16(65578): exactly=nil truncating=42 clamping=65535
// expect: [255, 0, 17]
// expect: [-128, 127]
// expect: [65535]
// expect: -8: signed=true signum=-1 words=1 trailingZeros=3
// expect: 96: signed=false signum=1 words=1 trailingZeros=5
// expect: 0: signed=true signum=0 words=1 trailingZeros=64
// expect: [1, 2, 4, 8, 64]
// expect: [true, false, false]
// expect: [1, 2, 3, 4, 5] [1, 1, 1, 1, 1, 1, 1, 1] [1, 0, 0, 0] [0]
// expect: 45 61
// expect: ff 101 -FF
// expect: 255 255 nil
// expect: 3 nil 0 nil
// expect: -7 7 255
// expect: mixed total: 546
// expect: true false true
