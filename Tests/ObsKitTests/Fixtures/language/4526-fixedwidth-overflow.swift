// Compiler test style: overflow-reporting, wrapping and saturating arithmetic generic over FixedWidthInteger
func saturatingAdd<T: FixedWidthInteger>(_ a: T, _ b: T) -> T {
    let (result, overflow) = a.addingReportingOverflow(b)
    if !overflow { return result }
    return b > 0 ? T.max : T.min
}

func saturatingMul<T: FixedWidthInteger>(_ a: T, _ b: T) -> T {
    let (result, overflow) = a.multipliedReportingOverflow(by: b)
    if !overflow { return result }
    return (a < 0) != (b < 0) ? T.min : T.max
}

func describeOverflow<T: FixedWidthInteger>(_ a: T, _ b: T) -> String {
    let sum = a.addingReportingOverflow(b)
    let diff = a.subtractingReportingOverflow(b)
    let prod = a.multipliedReportingOverflow(by: b)
    return "\(T.self): + \(sum.partialValue)/\(sum.overflow) - \(diff.partialValue)/\(diff.overflow) * \(prod.partialValue)/\(prod.overflow)"
}

print(saturatingAdd(Int8(100), Int8(100)))
print(saturatingAdd(Int8(-100), Int8(-100)))
print(saturatingAdd(Int8(50), Int8(-20)))
print(saturatingAdd(UInt8(200), UInt8(100)))
print(saturatingAdd(Int.max, 1))
print(saturatingMul(Int16(300), Int16(300)))
print(saturatingMul(Int16(-300), Int16(300)))
print(saturatingMul(UInt8(15), UInt8(17)))

print(describeOverflow(Int8(127), Int8(1)))
print(describeOverflow(UInt8(0), UInt8(1)))
print(describeOverflow(Int16(200), Int16(200)))

let a: UInt8 = 250
print(a &+ 10, a &* 2, UInt8(3) &- 5)
let b: Int8 = -128
print(b &- 1, b &* -1, 0 &- b)
print(Int32.max &+ 1 == Int32.min)

func wrapCount<T: FixedWidthInteger>(start: T, steps: Int) -> T {
    var v = start
    for _ in 0..<steps { v = v &+ 1 }
    return v
}
print(wrapCount(start: UInt8(253), steps: 5))
print(wrapCount(start: Int8(126), steps: 3))

func truncating<T: FixedWidthInteger>(_ x: Int, to: T.Type) -> T { T(truncatingIfNeeded: x) }
print(truncating(300, to: UInt8.self), truncating(-1, to: UInt16.self), truncating(40000, to: Int16.self))

func clamping<T: FixedWidthInteger>(_ x: Int, to: T.Type) -> T { T(clamping: x) }
print(clamping(300, to: UInt8.self), clamping(-5, to: UInt8.self), clamping(-40000, to: Int16.self))

print(UInt8(0b1001_0110).byteSwapped, UInt16(0x1234).byteSwapped == 0x3412)
print(Int8(-1).magnitude, UInt8.bitWidth, Int64.bitWidth)
print(UInt32(1) << 31, Int8(1) << 7, UInt8(0xF0) >> 4)
let (q, r) = Int16(-17).quotientAndRemainder(dividingBy: 5)
print(q, r)
func divide<T: FixedWidthInteger>(_ a: T, _ b: T) -> String {
    let d = a.dividedReportingOverflow(by: b)
    let r = a.remainderReportingOverflow(dividingBy: b)
    return "\(d.partialValue)/\(d.overflow) \(r.partialValue)/\(r.overflow)"
}
print(divide(17, 0), divide(17, 5))
print(divide(Int8.min, -1), divide(UInt8(9), 2))
// expect: 127
// expect: -128
// expect: 30
// expect: 255
// expect: 9223372036854775807
// expect: 32767
// expect: -32768
// expect: 255
// expect: Int8: + -128/true - 126/false * 127/false
// expect: UInt8: + 1/false - 255/true * 0/false
// expect: Int16: + 400/false - 0/false * -25536/true
// expect: 4 244 254
// expect: 127 -128 -128
// expect: true
// expect: 2
// expect: -127
// expect: 44 65535 -25536
// expect: 255 0 -32768
// expect: 150 true
// expect: 1 8 64
// expect: 2147483648 -128 15
// expect: -3 -2
// expect: 17/true 17/true 3/false 2/false
// expect: -128/true 0/true 4/false 1/false
