// WWDC style (copying memory): update(from:count:), moveInitialize and copyMemory
let src = UnsafeMutablePointer<Int>.allocate(capacity: 4)
src.initialize(from: [10, 20, 30, 40], count: 4)
let dst = UnsafeMutablePointer<Int>.allocate(capacity: 4)
dst.initialize(repeating: 0, count: 4)
dst.update(from: src, count: 4)
print((0..<4).map { dst[$0] })
dst[0] = 99
print("src unchanged", src[0])
let third = UnsafeMutablePointer<Int>.allocate(capacity: 4)
third.moveInitialize(from: src, count: 4)
print((0..<4).map { third[$0] })
let rawA = UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 1)
let rawB = UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 1)
for k in 0..<8 { rawA.storeBytes(of: UInt8(k + 1), toByteOffset: k, as: UInt8.self) }
rawB.copyMemory(from: rawA, byteCount: 8)
print((0..<8).map { rawB.load(fromByteOffset: $0, as: UInt8.self) })
dst.deinitialize(count: 4)
third.deinitialize(count: 4)
src.deallocate(); dst.deallocate(); third.deallocate()
rawA.deallocate(); rawB.deallocate()
print("freed")
// expect: [10, 20, 30, 40]
// expect: src unchanged 10
// expect: [10, 20, 30, 40]
// expect: [1, 2, 3, 4, 5, 6, 7, 8]
// expect: freed
