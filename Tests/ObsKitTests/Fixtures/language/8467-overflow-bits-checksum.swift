// Swift book style (Advanced Operators): overflow operators and bit shifts build a tiny hash and inspect packed colors
func fnv1a(_ text: String) -> UInt32 {
    var hash: UInt32 = 2166136261
    for byte in text.utf8 {
        hash ^= UInt32(byte)
        hash = hash &* 16777619
    }
    return hash
}

for word in ["", "a", "swift", "Swift"] {
    print("fnv1a(\"\(word)\") =", fnv1a(word))
}

let maxByte: UInt8 = 255
print("255 &+ 1 =", maxByte &+ 1)
let minSigned = Int8.min
print("Int8.min &- 1 =", minSigned &- 1)
print("Int16.max &* 2 =", Int16.max &* 2)

let (sum, overflow) = UInt8(200).addingReportingOverflow(100)
print("200 + 100 as UInt8:", sum, overflow)

let color: UInt32 = 0xCC6699
let red = (color & 0xFF0000) >> 16
let green = (color & 0x00FF00) >> 8
let blue = color & 0x0000FF
print("rgb:", red, green, blue)

func pack(_ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 {
    (r << 16) | (g << 8) | b
}
print("repacked equal:", pack(red, green, blue) == color)
print("hex:", String(pack(blue, green, red), radix: 16))

let negative: Int8 = -4
print("-4 >> 1 =", negative >> 1, " -4 << 1 =", negative << 1)
print("bit pattern of -4:", String(UInt8(bitPattern: negative), radix: 2))

let flags: UInt8 = 0b1010_0110
print("~flags =", String(~flags, radix: 2))
print("set bits:", flags.nonzeroBitCount, "leading zeros:", flags.leadingZeroBitCount)

var rotating: UInt8 = 0b1000_0001
for _ in 0..<3 {
    rotating = (rotating << 1) | (rotating >> 7)
    print(String(rotating, radix: 2))
}

// expect: fnv1a("") = 2166136261
// expect: fnv1a("a") = 3826002220
// expect: fnv1a("swift") = 2972868824
// expect: fnv1a("Swift") = 1458426488
// expect: 255 &+ 1 = 0
// expect: Int8.min &- 1 = 127
// expect: Int16.max &* 2 = -2
// expect: 200 + 100 as UInt8: 44 true
// expect: rgb: 204 102 153
// expect: repacked equal: true
// expect: hex: 9966cc
// expect: -4 >> 1 = -2  -4 << 1 = -8
// expect: bit pattern of -4: 11111100
// expect: ~flags = 1011001
// expect: set bits: 4 leading zeros: 0
// expect: 11
// expect: 110
// expect: 1100
