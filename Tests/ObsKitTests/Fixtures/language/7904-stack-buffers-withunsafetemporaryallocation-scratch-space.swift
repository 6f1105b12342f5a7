// WWDC style (stack buffers): withUnsafeTemporaryAllocation for scratch space
let result = withUnsafeTemporaryAllocation(of: Int.self, capacity: 5) { buf -> Int in
    for i in 0..<5 { buf.initializeElement(at: i, to: (i + 1) * 3) }
    let s = buf.reduce(0, +)
    buf.deinitialize()
    return s
}
print("sum", result)
let reversed = withUnsafeTemporaryAllocation(of: Character.self, capacity: 4) { buf -> String in
    let src: [Character] = ["w", "x", "y", "z"]
    for (i, ch) in src.enumerated() { buf.initializeElement(at: 3 - i, to: ch) }
    let s = String(buf)
    buf.deinitialize()
    return s
}
print(reversed)
withUnsafeTemporaryAllocation(byteCount: 8, alignment: 8) { raw in
    raw.storeBytes(of: UInt64(0x0807060504030201), as: UInt64.self)
    print(raw.map { $0 })
}
// expect: sum 45
// expect: zyxw
// expect: [1, 2, 3, 4, 5, 6, 7, 8]
