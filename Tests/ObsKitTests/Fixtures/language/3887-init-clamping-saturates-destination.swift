// Compiler test style: init(clamping:) saturates to the destination bounds
print(Int8(clamping: 300), Int8(clamping: -300), Int8(clamping: 5))
print(UInt8(clamping: -1), UInt8(clamping: 256), UInt8(clamping: 255))
print(UInt16(clamping: Int.max), Int16(clamping: Int32.min))
print(Int32(clamping: UInt64.max), UInt32(clamping: Int8(-7)))
print(Int(clamping: UInt.max) == Int.max, UInt64(clamping: Int64.min))

func toByte(_ level: Int) -> UInt8 {
    UInt8(clamping: level)
}
let levels = [-50, 0, 127, 128, 255, 999]
print(levels.map(toByte))

func brighten(_ pixel: UInt8, by amount: Int) -> UInt8 {
    UInt8(clamping: Int(pixel) + amount)
}
let pixels: [UInt8] = [0, 100, 200, 250]
print(pixels.map { brighten($0, by: 60) })
print(pixels.map { brighten($0, by: -150) })

func saturatingAdd(_ a: Int8, _ b: Int8) -> Int8 {
    Int8(clamping: Int(a) + Int(b))
}
print(saturatingAdd(100, 100), saturatingAdd(-100, -100), saturatingAdd(50, -20))
let mixed: [Int64] = [Int64.min, -40_000, -1, 40_000, Int64.max]
print(mixed.map { Int16(clamping: $0) })
print(mixed.map { UInt16(clamping: $0) })
// expect: 127 -128 5
// expect: 0 255 255
// expect: 65535 -32768
// expect: 2147483647 0
// expect: true 0
// expect: [0, 0, 127, 128, 255, 255]
// expect: [60, 160, 255, 255]
// expect: [0, 0, 50, 100]
// expect: 127 -128 30
// expect: [-32768, -32768, -1, 32767, 32767]
// expect: [0, 0, 0, 40000, 65535]
