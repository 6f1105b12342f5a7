// String.withUTF8: the UTF-8 bytes lent to a closure as an UnsafeBufferPointer<UInt8>, and the closure's result returned
var text = "héllo"
let n = text.withUTF8 { buffer -> Int in
    print(buffer.count, buffer[0], buffer[1], type(of: buffer))
    return buffer.reduce(0) { $0 + Int($1) }
}
print(n)

// expect: 6 104 195 UnsafeBufferPointer<UInt8>
// expect: 795
