// WWDC style (raw pointers): storeBytes and load(fromByteOffset:as:)
let raw = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 8)
raw.storeBytes(of: UInt32(0xCAFEBABE), as: UInt32.self)
raw.storeBytes(of: UInt16(513), toByteOffset: 4, as: UInt16.self)
raw.storeBytes(of: UInt8(9), toByteOffset: 6, as: UInt8.self)
raw.storeBytes(of: UInt8(1), toByteOffset: 7, as: UInt8.self)
raw.storeBytes(of: 2.5, toByteOffset: 8, as: Double.self)

let magic = raw.load(as: UInt32.self)
print("magic", String(magic, radix: 16))
print("u16", raw.load(fromByteOffset: 4, as: UInt16.self))
print("byte 4", raw.load(fromByteOffset: 4, as: UInt8.self))
print("byte 5", raw.load(fromByteOffset: 5, as: UInt8.self))
print("u8s", raw.load(fromByteOffset: 6, as: UInt8.self), raw.load(fromByteOffset: 7, as: UInt8.self))
print("double", raw.load(fromByteOffset: 8, as: Double.self))
let bits = raw.load(fromByteOffset: 8, as: UInt64.self)
print("double bits", String(bits, radix: 16))
let rawBuf = UnsafeRawBufferPointer(start: raw, count: 8)
print(rawBuf.map { $0 })
raw.deallocate()
// expect: magic cafebabe
// expect: u16 513
// expect: byte 4 1
// expect: byte 5 2
// expect: u8s 9 1
// expect: double 2.5
// expect: double bits 4004000000000000
// expect: [190, 186, 254, 202, 1, 2, 9, 1]
