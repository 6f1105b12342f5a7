// WWDC style (allocate): allocate, initialize(repeating:count:), deinitialize, deallocate
let count = 6
let ptr = UnsafeMutablePointer<Int>.allocate(capacity: count)
ptr.initialize(repeating: 7, count: count)
for i in 0..<count {
    ptr[i] += i
}
var line = ""
for i in 0..<count {
    line += "\(ptr[i]) "
}
print(line)
print("pointee", ptr.pointee)
(ptr + 2).pointee = 100
print("third", ptr[2])
let buf = UnsafeBufferPointer(start: ptr, count: count)
print(Array(buf))
print("sum", buf.reduce(0, +))
ptr.deinitialize(count: count)
ptr.deallocate()
print("done")
// expect: 7 8 9 10 11 12 
// expect: pointee 7
// expect: third 100
// expect: [7, 8, 100, 10, 11, 12]
// expect: sum 148
// expect: done
