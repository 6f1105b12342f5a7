// WWDC style (buffer pointers): withUnsafeMutableBufferPointer to transform in place
var values = [1, 2, 3, 4, 5, 6, 7, 8]
values.withUnsafeMutableBufferPointer { buf in
    for i in buf.indices {
        buf[i] = buf[i] * buf[i]
    }
}
print(values)
values.withUnsafeMutableBufferPointer { buf in
    buf.swapAt(0, buf.count - 1)
    buf.reverse()
}
print(values)
var letters: [Character] = ["d", "a", "c", "b"]
letters.withUnsafeMutableBufferPointer { buf in
    buf.sort()
}
print(String(letters))
var zeros = [Int](repeating: 0, count: 5)
zeros.withUnsafeMutableBufferPointer { buf in
    var p = buf.baseAddress!
    for k in 0..<buf.count {
        p.pointee = k * 10
        p += 1
    }
}
print(zeros)
// expect: [1, 4, 9, 16, 25, 36, 49, 64]
// expect: [1, 49, 36, 25, 16, 9, 4, 64]
// expect: abcd
// expect: [0, 10, 20, 30, 40]
