// Apple docs style (Double.bitPattern, init(bitPattern:)): looking at the raw 64 bits
func hex64(_ v: UInt64) -> String {
    let s = String(v, radix: 16, uppercase: true)
    return String(repeating: "0", count: 16 - s.count) + s
}
func hex32(_ v: UInt32) -> String {
    let s = String(v, radix: 16, uppercase: true)
    return String(repeating: "0", count: 8 - s.count) + s
}

let values: [Double] = [1.0, -1.0, 2.0, 0.1, 0.0, -0.0, .infinity, Double.greatestFiniteMagnitude]
for v in values {
    print("\(v) -> 0x\(hex64(v.bitPattern))")
}

// Round trip through the bit pattern
let roundTrip = values.allSatisfy { Double(bitPattern: $0.bitPattern) == $0 }
print("round trip ok:", roundTrip)

// Building doubles from patterns
print(Double(bitPattern: 0x3FF8_0000_0000_0000))
print(Double(bitPattern: 0x4009_21FB_5444_2D18))
print(Double(bitPattern: 1))
print(Double(bitPattern: 0x7FF0_0000_0000_0000))

// Float patterns
let floats: [Float] = [1, 0.1, -2.5]
for f in floats {
    print("Float \(f) -> 0x\(hex32(f.bitPattern))")
}
print(Float(bitPattern: 0x4049_0FDB))

// Adjacent doubles have adjacent patterns
let x = 1.0
print("nextUp pattern - pattern:", x.nextUp.bitPattern - x.bitPattern)
print("Double(bitPattern: pattern + 1) == nextUp:", Double(bitPattern: x.bitPattern + 1) == x.nextUp)

// Flipping the sign bit negates
let flipped = Double(bitPattern: (3.75).bitPattern ^ (1 << 63))
print("flip sign of 3.75:", flipped)

// Counting set bits
print("ones in 0.1:", (0.1).bitPattern.nonzeroBitCount, "ones in -1.0:", (-1.0).bitPattern.nonzeroBitCount)

// expect: 1.0 -> 0x3FF0000000000000
// expect: -1.0 -> 0xBFF0000000000000
// expect: 2.0 -> 0x4000000000000000
// expect: 0.1 -> 0x3FB999999999999A
// expect: 0.0 -> 0x0000000000000000
// expect: -0.0 -> 0x8000000000000000
// expect: inf -> 0x7FF0000000000000
// expect: 1.7976931348623157e+308 -> 0x7FEFFFFFFFFFFFFF
// expect: round trip ok: true
// expect: 1.5
// expect: 3.141592653589793
// expect: 5e-324
// expect: inf
// expect: Float 1.0 -> 0x3F800000
// expect: Float 0.1 -> 0x3DCCCCCD
// expect: Float -2.5 -> 0xC0200000
// expect: 3.1415927
// expect: nextUp pattern - pattern: 1
// expect: Double(bitPattern: pattern + 1) == nextUp: true
// expect: flip sign of 3.75: -3.75
// expect: ones in 0.1: 35 ones in -1.0: 11
