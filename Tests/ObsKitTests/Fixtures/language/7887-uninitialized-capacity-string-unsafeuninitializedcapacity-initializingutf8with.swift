// WWDC style (uninitialized capacity): String(unsafeUninitializedCapacity:initializingUTF8With:)
func repeated(_ ch: UInt8, _ n: Int) -> String {
    String(unsafeUninitializedCapacity: n) { buf in
        for i in 0..<n { buf[i] = ch }
        return n
    }
}
print(repeated(UInt8(ascii: "z"), 5))
let hexDigits = Array("0123456789abcdef".utf8)
func hex(_ value: UInt32) -> String {
    String(unsafeUninitializedCapacity: 8) { buf in
        var v = value
        for i in (0..<8).reversed() {
            buf[i] = hexDigits[Int(v & 0xF)]
            v >>= 4
        }
        return 8
    }
}
print(hex(0xDEADBEEF))
print(hex(255))
let partial = String(unsafeUninitializedCapacity: 10) { buf in
    let src = Array("abc".utf8)
    for (i, b) in src.enumerated() { buf[i] = b }
    return src.count
}
print(partial, partial.count)
// expect: zzzzz
// expect: deadbeef
// expect: 000000ff
// expect: abc 3
