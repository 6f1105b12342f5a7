// WWDC style (bindMemory): binding raw memory to a type and reading it back
let byteCount = 4 * MemoryLayout<Int32>.stride
let raw = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: MemoryLayout<Int32>.alignment)
let ints = raw.bindMemory(to: Int32.self, capacity: 4)
ints.initialize(repeating: 0, count: 4)
ints[0] = 10
ints[1] = -20
ints[2] = 30
ints[3] = Int32.max
for i in 0..<4 {
    print("ints[\(i)] =", ints[i])
}
let again = raw.assumingMemoryBound(to: Int32.self)
print("same through assumingMemoryBound:", again[1])
print("raw load at 8:", raw.load(fromByteOffset: 8, as: Int32.self))
let firstByte = raw.load(as: UInt8.self)
print("first byte", firstByte)
let typedBuffer = UnsafeMutableBufferPointer(start: ints, count: 4)
print("sum", typedBuffer.reduce(Int64(0)) { $0 + Int64($1) })
ints.deinitialize(count: 4)
raw.deallocate()
// expect: ints[0] = 10
// expect: ints[1] = -20
// expect: ints[2] = 30
// expect: ints[3] = 2147483647
// expect: same through assumingMemoryBound: -20
// expect: raw load at 8: 30
// expect: first byte 10
// expect: sum 2147483667
