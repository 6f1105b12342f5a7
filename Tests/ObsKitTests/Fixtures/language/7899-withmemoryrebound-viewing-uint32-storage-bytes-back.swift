// WWDC style (withMemoryRebound): viewing UInt32 storage as bytes and back
var words: [UInt32] = [0x01020304, 0x05060708]
words.withUnsafeMutableBufferPointer { buf in
    buf.withMemoryRebound(to: UInt8.self) { bytes in
        print("bytes", bytes.count)
        print(Array(bytes))
        bytes[0] = 0xFF
    }
}
print(String(words[0], radix: 16))
let p = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
p.initialize(to: 0)
p.withMemoryRebound(to: UInt16.self, capacity: 4) { halves in
    halves[0] = 1
    halves[3] = 2
}
print(String(p.pointee, radix: 16))
p.deinitialize(count: 1)
p.deallocate()
let ints: [Int32] = [-1, 2]
let asUnsigned = ints.withUnsafeBufferPointer { b in
    b.withMemoryRebound(to: UInt32.self) { Array($0) }
}
print(asUnsigned)
// expect: bytes 8
// expect: [4, 3, 2, 1, 8, 7, 6, 5]
// expect: 10203ff
// expect: 2000000000001
// expect: [4294967295, 2]
