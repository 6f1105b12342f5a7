// Compiler test style (test/stdlib/UnsafeBufferPointer.swift): buffer pointers over arrays, in-place mutation and raw bytes
var numbers = [3, 1, 4, 1, 5, 9, 2, 6]

let sum = numbers.withUnsafeBufferPointer { buf -> Int in
  var s = 0
  for x in buf { s += x }
  return s
}
print(sum)

let info = numbers.withUnsafeBufferPointer { buf in
  (buf.count, buf.first ?? -1, buf.last ?? -1, buf[2], Array(buf[1..<4]))
}
print(info)

numbers.withUnsafeMutableBufferPointer { buf in
  for i in buf.indices { buf[i] *= 10 }
  buf.swapAt(0, buf.count - 1)
}
print(numbers)

numbers.withUnsafeMutableBufferPointer { buf in
  buf.sort()
}
print(numbers)

let maxIndex = numbers.withUnsafeBufferPointer { buf in
  buf.indices.max { buf[$0] < buf[$1] }!
}
print(maxIndex)

var empty: [Double] = []
let emptyCount = empty.withUnsafeBufferPointer { $0.count }
let emptyFirst = empty.withUnsafeMutableBufferPointer { $0.first }
print(emptyCount, emptyFirst as Any)

let word: [UInt8] = Array("Swift".utf8)
let bytesDesc = word.withUnsafeBytes { raw -> String in
  raw.map { String($0, radix: 16) }.joined(separator: " ")
}
print(bytesDesc)

let value: UInt32 = 0x01020304
let littleEndianBytes = withUnsafeBytes(of: value.littleEndian) { Array($0) }
print(littleEndianBytes)
let bigEndianBytes = withUnsafeBytes(of: value.bigEndian) { Array($0) }
print(bigEndianBytes)

var mutableValue: UInt16 = 0
withUnsafeMutableBytes(of: &mutableValue) { raw in
  raw[0] = 0x34
  raw[1] = 0x12
}
print(String(mutableValue, radix: 16), mutableValue == UInt16(littleEndian: 0x1234))

let doubles = [1.5, 2.5]
let rawCount = doubles.withUnsafeBytes { $0.count }
print(rawCount, MemoryLayout<Double>.size * doubles.count)
let reloaded = doubles.withUnsafeBytes { raw in
  (0..<2).map { raw.load(fromByteOffset: $0 * 8, as: Double.self) }
}
print(reloaded)

let ints = UnsafeMutablePointer<Int>.allocate(capacity: 4)
ints.initialize(repeating: 7, count: 4)
ints[1] = 8
(ints + 2).pointee = 9
let view = UnsafeBufferPointer(start: ints, count: 4)
print(Array(view), view.reduce(0, +))
ints.deinitialize(count: 4)
ints.deallocate()

let made = Array<Int>(unsafeUninitializedCapacity: 5) { buf, initialized in
  for i in 0..<3 { buf[i] = i * i }
  initialized = 3
}
print(made, made.count)

let str = String(unsafeUninitializedCapacity: 4) { buf in
  let letters: [UInt8] = [104, 105, 33]
  for (i, b) in letters.enumerated() { buf[i] = b }
  return letters.count
}
print(str, str.count)

var text = "héllo"
let utf8Count = text.withUTF8 { $0.count }
print(utf8Count, text.utf8.count)
let contiguous = numbers.withContiguousStorageIfAvailable { $0.count }
let rangeStorage = (0..<3).withContiguousStorageIfAvailable { $0.count }
print(contiguous as Any, rangeStorage as Any)
print(MemoryLayout<Int>.size, MemoryLayout<UInt8>.stride, MemoryLayout<(UInt8, Int32)>.size, MemoryLayout<(UInt8, Int32)>.stride)
print(MemoryLayout<Bool>.alignment, MemoryLayout<Int16?>.size, MemoryLayout<String>.size)

// expect: 31
// expect: (8, 3, 6, 4, [1, 4, 1])
// expect: [60, 10, 40, 10, 50, 90, 20, 30]
// expect: [10, 10, 20, 30, 40, 50, 60, 90]
// expect: 7
// expect: 0 nil
// expect: 53 77 69 66 74
// expect: [4, 3, 2, 1]
// expect: [1, 2, 3, 4]
// expect: 1234 true
// expect: 16 16
// expect: [1.5, 2.5]
// expect: [7, 8, 9, 7] 31
// expect: [0, 1, 4] 3
// expect: hi! 3
// expect: 6 6
// expect: Optional(8) nil
// expect: 8 1 8 8
// expect: 1 3 16
