// WWDC style (contiguous storage): withContiguousStorageIfAvailable and ContiguousArray
let arr = [1, 2, 3, 4]
let s1 = arr.withContiguousStorageIfAvailable { buf in buf.reduce(0, +) }
print("array", s1 as Any)
let range = 1...4
let s2 = range.withContiguousStorageIfAvailable { buf in buf.reduce(0, +) }
print("range", s2 as Any)
var contiguous = ContiguousArray<UInt8>(repeating: 1, count: 5)
contiguous.withUnsafeMutableBufferPointer { buf in
    for i in 1..<buf.count { buf[i] = buf[i - 1] &* 3 }
}
print(Array(contiguous))
let slice = arr[1...2]
slice.withUnsafeBufferPointer { buf in
    print("slice", Array(buf), buf.count)
}
var capacity = [Int]()
capacity.reserveCapacity(16)
print("capacity at least 16:", capacity.capacity >= 16)
let text = "abc"
let sum = text.utf8.withContiguousStorageIfAvailable { $0.reduce(0) { $0 + Int($1) } }
print("utf8 sum", sum ?? -1)
// expect: array Optional(10)
// expect: range nil
// expect: [1, 3, 9, 27, 81]
// expect: slice [2, 3] 2
// expect: capacity at least 16: true
// expect: utf8 sum 294
