// WWDC style (pointer to tuple): treating a homogeneous tuple as a C array
var cArray: (Int32, Int32, Int32, Int32, Int32) = (5, 4, 3, 2, 1)
let n = MemoryLayout.size(ofValue: cArray) / MemoryLayout<Int32>.stride
print("elements", n)
withUnsafeMutablePointer(to: &cArray) { tp in
    tp.withMemoryRebound(to: Int32.self, capacity: n) { p in
        for i in 0..<n { p[i] = p[i] * 10 }
    }
}
print(cArray.0, cArray.1, cArray.2, cArray.3, cArray.4)
let total = withUnsafeBytes(of: cArray) { raw -> Int32 in
    raw.bindMemory(to: Int32.self).reduce(0, +)
}
print("total", total)
var name: (CChar, CChar, CChar, CChar) = (0x4f, 0x4b, 0, 0)
let text = withUnsafePointer(to: &name) { p in
    p.withMemoryRebound(to: CChar.self, capacity: 4) { String(cString: $0) }
}
print("name", text)
// expect: elements 5
// expect: 50 40 30 20 10
// expect: total 150
// expect: name OK
