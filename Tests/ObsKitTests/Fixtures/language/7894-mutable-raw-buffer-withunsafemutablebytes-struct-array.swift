// WWDC style (mutable raw buffer): withUnsafeMutableBytes on a struct and an array
struct RGBA { var r: UInt8; var g: UInt8; var b: UInt8; var a: UInt8 }
var color = RGBA(r: 10, g: 20, b: 30, a: 255)
withUnsafeMutableBytes(of: &color) { bytes in
    bytes[0] = 200
    bytes.swapAt(1, 2)
}
print(color.r, color.g, color.b, color.a)
let packed = withUnsafeBytes(of: color) { $0.load(as: UInt32.self) }
print("packed", String(packed, radix: 16))
var pixels = [UInt8](repeating: 0, count: 8)
pixels.withUnsafeMutableBytes { raw in
    raw.storeBytes(of: UInt32(0x11223344), toByteOffset: 0, as: UInt32.self)
    raw.storeBytes(of: UInt32(0xAABBCCDD), toByteOffset: 4, as: UInt32.self)
}
print(pixels.map { String($0, radix: 16) })
pixels.withUnsafeMutableBytes { raw in
    for i in raw.indices { raw[i] = raw[i] / 16 }
}
print(pixels)
var zero = [UInt8](repeating: 9, count: 4)
zero.withUnsafeMutableBytes { $0.copyBytes(from: [1, 2, 3, 4] as [UInt8]) }
print(zero)
// expect: 200 30 20 255
// expect: packed ff141ec8
// expect: ["44", "33", "22", "11", "dd", "cc", "bb", "aa"]
// expect: [4, 3, 2, 1, 13, 12, 11, 10]
// expect: [1, 2, 3, 4]
