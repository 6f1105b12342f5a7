// WWDC style (buffer slices): UnsafeMutableBufferPointer allocate, initialize(from:), rebasing
let buf = UnsafeMutableBufferPointer<Int>.allocate(capacity: 8)
_ = buf.initialize(from: 1...8)
print(Array(buf))
let tail = UnsafeMutableBufferPointer(rebasing: buf[4...])
print("tail count", tail.count, "first", tail[0])
for i in tail.indices { tail[i] *= -1 }
print(Array(buf))
let head = buf[0..<3]
print("head", Array(head), head.startIndex, head.endIndex)
let total = buf.reduce(0, +)
print("total", total)
let evens = buf.filter { $0 % 2 == 0 }
print("evens", evens)
buf.deinitialize()
buf.deallocate()
let words = UnsafeMutableBufferPointer<String>.allocate(capacity: 3)
words.initialize(repeating: "x")
words[1] = "middle"
print(words.joined(separator: "-"))
words.deinitialize()
words.deallocate()
// expect: [1, 2, 3, 4, 5, 6, 7, 8]
// expect: tail count 4 first 5
// expect: [1, 2, 3, 4, -5, -6, -7, -8]
// expect: head [1, 2, 3] 0 3
// expect: total -16
// expect: evens [2, 4, -6, -8]
// expect: x-middle-x
