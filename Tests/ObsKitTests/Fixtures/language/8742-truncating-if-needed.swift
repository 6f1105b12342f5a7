// Apple docs style (BinaryInteger.init(truncatingIfNeeded:)): splitting values into bytes
func bytes(of value: UInt32) -> [UInt8] {
    (0..<4).map { i in UInt8(truncatingIfNeeded: value >> (8 * UInt32(i))) }
}

let word: UInt32 = 0xDEADBEEF
print("little-endian bytes:", bytes(of: word).map { String($0, radix: 16) })

// Reassemble
var rebuilt: UInt32 = 0
for (i, b) in bytes(of: word).enumerated() {
    rebuilt |= UInt32(b) << (8 * UInt32(i))
}
print("rebuilt equal:", rebuilt == word)

// Truncation keeps the low bits, reinterpreting the sign
let samples: [Int] = [255, 256, 257, -1, -128, -129, 1000]
for s in samples {
    print(s, "-> Int8", Int8(truncatingIfNeeded: s), "UInt8", UInt8(truncatingIfNeeded: s))
}

// Widening a negative Int8 sign-extends
let neg: Int8 = -2
print("Int8 -2 as UInt16:", UInt16(truncatingIfNeeded: neg))
print("Int8 -2 as Int32:", Int32(truncatingIfNeeded: neg))
print("UInt8 254 as Int16:", Int16(truncatingIfNeeded: UInt8(254)))

// A simple 8-bit checksum that wraps
let message = Array("HELLO".utf8)
var sum = 0
for b in message { sum += Int(b) }
let checksum = UInt8(truncatingIfNeeded: sum)
print("sum \(sum), checksum \(checksum)")

// Two's complement of the checksum
let complement = UInt8(truncatingIfNeeded: -Int(checksum))
print("complement \(complement), total mod 256: \(UInt8(truncatingIfNeeded: sum + Int(complement)))")

// expect: little-endian bytes: ["ef", "be", "ad", "de"]
// expect: rebuilt equal: true
// expect: 255 -> Int8 -1 UInt8 255
// expect: 256 -> Int8 0 UInt8 0
// expect: 257 -> Int8 1 UInt8 1
// expect: -1 -> Int8 -1 UInt8 255
// expect: -128 -> Int8 -128 UInt8 128
// expect: -129 -> Int8 127 UInt8 127
// expect: 1000 -> Int8 -24 UInt8 232
// expect: Int8 -2 as UInt16: 65534
// expect: Int8 -2 as Int32: -2
// expect: UInt8 254 as Int16: 254
// expect: sum 372, checksum 116
// expect: complement 140, total mod 256: 0
