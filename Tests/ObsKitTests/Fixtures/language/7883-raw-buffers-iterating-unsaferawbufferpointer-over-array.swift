// WWDC style (raw buffers): iterating an UnsafeRawBufferPointer over an array's bytes
let words: [UInt16] = [0x0102, 0x0304, 0xA0B0]
words.withUnsafeBytes { raw in
    print("byte count", raw.count)
    var parts: [String] = []
    for byte in raw {
        parts.append(String(byte))
    }
    print(parts.joined(separator: ","))
    print("first", raw.first!, "last", raw.last!)
    print("byte[2]", raw[2])
    let second = raw.load(fromByteOffset: 2, as: UInt16.self)
    print("second word", String(second, radix: 16))
}
let floats: [Float] = [1.0, -2.0]
let checksum = floats.withUnsafeBytes { raw -> Int in
    raw.reduce(0) { $0 &+ Int($1) }
}
print("checksum", checksum)
let copy = floats.withUnsafeBytes { Array($0) }
print("copied", copy.count, "bytes", copy)
// expect: byte count 6
// expect: 2,1,4,3,176,160
// expect: first 2 last 160
// expect: byte[2] 4
// expect: second word 304
// expect: checksum 383
// expect: copied 8 bytes [0, 0, 128, 63, 0, 0, 0, 192]
