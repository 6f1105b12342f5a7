// Apple docs style (UInt8, Int16, UInt32, Int64): arithmetic and conversions between widths
let a: UInt8 = 200
let b: UInt8 = 100
print("UInt8 200 &+ 100 =", a &+ b)
print("UInt8 100 &- 200 =", b &- a)
print("as Int:", Int(a) + Int(b))
print("addingReportingOverflow:", a.addingReportingOverflow(b))

// Mixing widths requires explicit conversion
let temperature: Int16 = -40
let sensorOffset: UInt32 = 273
let kelvin = Int64(temperature) + Int64(sensorOffset)
print("kelvin:", kelvin, type(of: kelvin))

// Int16 sums of sample buffers
let samples: [Int16] = [30_000, 2_000, 1_000]
var wide: Int64 = 0
for s in samples { wide += Int64(s) }
print("wide sum:", wide)
let narrow = samples.reduce(Int16(0)) { $0 &+ $1 }
print("wrapped Int16 sum:", narrow)

// UInt32 arithmetic
let kb: UInt32 = 1024
let mb = kb * kb
print("1 MB =", mb, "bytes;", "4 GB fits in UInt32:", UInt32(exactly: 4 * UInt64(mb) * UInt64(kb)) != nil)
print("UInt32.max / 1 MB =", UInt32.max / mb)

// Division and remainder on small types
let pixels: UInt16 = 1000
print("rows of 64:", pixels / 64, "leftover:", pixels % 64)
print("Int8(-7) / 2 =", Int8(-7) / 2, "Int8(-7) % 2 =", Int8(-7) % 2)

// Converting down safely
let counts: [Int64] = [12, 300, -5, 70_000]
for c in counts {
    let small = UInt8(exactly: c).map(String.init) ?? "overflow"
    let mid = Int16(exactly: c).map(String.init) ?? "overflow"
    print("\(c): UInt8 \(small), Int16 \(mid)")
}

// Multiplying with overflow reports
let (p, o) = Int16(300).multipliedReportingOverflow(by: 200)
print("Int16 300 * 200 ->", p, "overflow:", o)
let minusOne = Int8("-1")!  // read at run time; a literal -1 is rejected at compile time
let (d, o2) = Int8.min.dividedReportingOverflow(by: minusOne)
print("Int8.min / -1 ->", d, "overflow:", o2)

// Average of two UInt8 without overflow
func midpoint(_ x: UInt8, _ y: UInt8) -> UInt8 { (x & y) + ((x ^ y) >> 1) }
print("midpoint(250, 252) =", midpoint(250, 252), "midpoint(0, 255) =", midpoint(0, 255))

// expect: UInt8 200 &+ 100 = 44
// expect: UInt8 100 &- 200 = 156
// expect: as Int: 300
// expect: addingReportingOverflow: (partialValue: 44, overflow: true)
// expect: kelvin: 233 Int64
// expect: wide sum: 33000
// expect: wrapped Int16 sum: -32536
// expect: 1 MB = 1048576 bytes; 4 GB fits in UInt32: false
// expect: UInt32.max / 1 MB = 4095
// expect: rows of 64: 15 leftover: 40
// expect: Int8(-7) / 2 = -3 Int8(-7) % 2 = -1
// expect: 12: UInt8 12, Int16 12
// expect: 300: UInt8 overflow, Int16 300
// expect: -5: UInt8 overflow, Int16 -5
// expect: 70000: UInt8 overflow, Int16 overflow
// expect: Int16 300 * 200 -> -5536 overflow: true
// expect: Int8.min / -1 -> -128 overflow: true
// expect: midpoint(250, 252) = 251 midpoint(0, 255) = 127
