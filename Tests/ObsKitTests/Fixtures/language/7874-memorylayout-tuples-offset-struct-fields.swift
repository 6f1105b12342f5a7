// WWDC style (MemoryLayout): tuples and offset(of:) for struct fields
struct Header {
    var tag: UInt8
    var length: UInt16
    var checksum: UInt32
    var payload: (UInt8, UInt8, UInt8, UInt8)
}

print("size", MemoryLayout<Header>.size)
print("stride", MemoryLayout<Header>.stride)
print("tag at", MemoryLayout<Header>.offset(of: \Header.tag)!)
print("length at", MemoryLayout<Header>.offset(of: \Header.length)!)
print("checksum at", MemoryLayout<Header>.offset(of: \Header.checksum)!)
print("payload at", MemoryLayout<Header>.offset(of: \Header.payload)!)
print("tuple (Int8, Int64)", MemoryLayout<(Int8, Int64)>.size)
print("tuple (Int64, Int8)", MemoryLayout<(Int64, Int8)>.size)
print("tuple (Int64, Int8) stride", MemoryLayout<(Int64, Int8)>.stride)
let h = Header(tag: 1, length: 2, checksum: 3, payload: (4, 5, 6, 7))
print("size(ofValue:)", MemoryLayout.size(ofValue: h))
// expect: size 12
// expect: stride 12
// expect: tag at 0
// expect: length at 2
// expect: checksum at 4
// expect: payload at 8
// expect: tuple (Int8, Int64) 16
// expect: tuple (Int64, Int8) 9
// expect: tuple (Int64, Int8) stride 16
// expect: size(ofValue:) 12
