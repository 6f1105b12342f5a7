// Blog style (binary and hex strings): radix conversions on strings
let n = 2024
print(String(n, radix: 2), String(n, radix: 8), String(n, radix: 16), String(n, radix: 16, uppercase: true))
print(Int("7E8", radix: 16)!, Int("11111101000", radix: 2)!, Int("zz", radix: 36)!)
print(Int("12a") == nil, Int("-42")!, Int("+7")!)
func hexDump(_ s: String) -> String {
    s.utf8.map { b in
        let h = String(b, radix: 16, uppercase: true)
        return h.count < 2 ? "0" + h : h
    }.joined(separator: ":")
}
print(hexDump("Hi✓"))
func fromHex(_ h: String) -> String {
    var bytes: [UInt8] = []
    var i = h.startIndex
    while i < h.endIndex {
        let j = h.index(i, offsetBy: 2)
        bytes.append(UInt8(h[i..<j], radix: 16)!)
        i = j
    }
    return String(decoding: bytes, as: UTF8.self)
}
print(fromHex("537769667421"))
print(UInt8("ff", radix: 16)!, UInt8("100", radix: 16) == nil)
// expect: 11111101000 3750 7e8 7E8
// expect: 2024 2024 1295
// expect: true -42 7
// expect: 48:69:E2:9C:93
// expect: Swift!
// expect: 255 true
