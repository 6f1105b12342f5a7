// Swift book style: overflow operators and overflow reporting
// Checks: &+ &- &* wrapping for unsigned and signed types at the boundaries,
// addingReportingOverflow and friends, &<< masking shift amounts, wrapping in loops
// (a tiny hash), and min/max constants.

var unsignedOverflow = UInt8.max
unsignedOverflow = unsignedOverflow &+ 1
print("UInt8.max &+ 1 =", unsignedOverflow)

var unsignedUnderflow = UInt8.min
unsignedUnderflow = unsignedUnderflow &- 1
print("UInt8.min &- 1 =", unsignedUnderflow)

var signedOverflow = Int8.min
signedOverflow = signedOverflow &- 1
print("Int8.min &- 1 =", signedOverflow)

let big = Int8.max
print("Int8.max &+ 1 =", big &+ 1)
print("Int8.max &* 2 =", big &* 2)
print("UInt8(200) &* 2 =", UInt8(200) &* 2)
print("Int16.min &* -1 =", Int16.min &* -1)

print(UInt8.min, UInt8.max, Int8.min, Int8.max)
print(Int16.max, UInt16.max, Int32.min)

let (sum, didOverflow) = UInt8(250).addingReportingOverflow(10)
print("sum \(sum), overflow \(didOverflow)")
let (diff, under) = Int8(-100).subtractingReportingOverflow(100)
print("diff \(diff), overflow \(under)")
let product = Int8(16).multipliedReportingOverflow(by: 8)
print("product \(product.partialValue), overflow \(product.overflow)")
let fine = Int8(10).multipliedReportingOverflow(by: 12)
print("product \(fine.partialValue), overflow \(fine.overflow)")
let minimum = Int8.min
let divisor: Int8 = -1
let division = minimum.dividedReportingOverflow(by: divisor)
print("division \(division.partialValue), overflow \(division.overflow)")

// Masking shifts: the shift amount is reduced modulo the bit width
let one: UInt8 = 1
print(one &<< 9, one << 9, UInt8(128) &>> 9)

// Wrapping compound assignment
var counter: UInt8 = 250
for _ in 1...10 {
    counter &+= 1
}
print("counter wrapped to \(counter)")
var down: Int8 = -120
down &-= 20
print("down wrapped to \(down)")
var mul: UInt16 = 300
mul &*= 300
print("mul wrapped to \(mul)")

// A tiny FNV-style hash using wrapping arithmetic on UInt32
func tinyHash(_ text: String) -> UInt32 {
    var hash: UInt32 = 2166136261
    for byte in text.utf8 {
        hash ^= UInt32(byte)
        hash = hash &* 16777619
    }
    return hash
}
print(tinyHash(""), tinyHash("a"), tinyHash("swift"))

// Fibonacci in UInt8 with wrapping
var a: UInt8 = 0, b: UInt8 = 1
var fibs: [UInt8] = []
for _ in 0..<16 {
    fibs.append(a)
    (a, b) = (b, a &+ b)
}
print(fibs)

// Two's complement negation
let minusOne: Int8 = 0 &- 1
print(minusOne, UInt8(bitPattern: minusOne), ~Int8(0))
print(Int8.min.magnitude, Int8(-5).magnitude, abs(Int16(-300)))

// Detecting overflow before it traps
func safeAdd(_ x: Int32, _ y: Int32) -> Int32? {
    let (r, o) = x.addingReportingOverflow(y)
    return o ? nil : r
}
print(safeAdd(1, 2) as Any, safeAdd(Int32.max, 1) as Any)

// Full-width multiplication
let (high, low) = UInt8(200).multipliedFullWidth(by: 200)
print("200*200 = high \(high), low \(low), check \(Int(high) * 256 + Int(low))")

// expect: UInt8.max &+ 1 = 0
// expect: UInt8.min &- 1 = 255
// expect: Int8.min &- 1 = 127
// expect: Int8.max &+ 1 = -128
// expect: Int8.max &* 2 = -2
// expect: UInt8(200) &* 2 = 144
// expect: Int16.min &* -1 = -32768
// expect: 0 255 -128 127
// expect: 32767 65535 -2147483648
// expect: sum 4, overflow true
// expect: diff 56, overflow true
// expect: product -128, overflow true
// expect: product 120, overflow false
// expect: division -128, overflow true
// expect: 2 0 64
// expect: counter wrapped to 4
// expect: down wrapped to 116
// expect: mul wrapped to 24464
// expect: 2166136261 3826002220 2972868824
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 121, 98]
// expect: -1 255 -1
// expect: 128 5 300
// expect: Optional(3) nil
// expect: 200*200 = high 156, low 64, check 40000
