// WWDC style (unsafeBitCast): reinterpreting same-size values
let f: Float = 1.0
let bits = unsafeBitCast(f, to: UInt32.self)
print("float 1.0 bits", String(bits, radix: 16))
print("matches bitPattern", bits == f.bitPattern)
let back = unsafeBitCast(UInt32(0x40490fdb), to: Float.self)
print("back", back)
let d = -0.0
print("negative zero bits", String(unsafeBitCast(d, to: UInt64.self), radix: 16))
let signed: Int8 = -1
print("Int8 -1 as UInt8", unsafeBitCast(signed, to: UInt8.self))
let neg: Int64 = -2
print("Int64 -2 as UInt64", unsafeBitCast(neg, to: UInt64.self))
struct Wrapper { var raw: UInt32 }
let w = unsafeBitCast(UInt32(77), to: Wrapper.self)
print("wrapper", w.raw)
let tuple: (UInt16, UInt16) = (1, 2)
let combined = unsafeBitCast(tuple, to: UInt32.self)
print("combined", combined)
// expect: float 1.0 bits 3f800000
// expect: matches bitPattern true
// expect: back 3.1415927
// expect: negative zero bits 8000000000000000
// expect: Int8 -1 as UInt8 255
// expect: Int64 -2 as UInt64 18446744073709551614
// expect: wrapper 77
// expect: combined 131073
