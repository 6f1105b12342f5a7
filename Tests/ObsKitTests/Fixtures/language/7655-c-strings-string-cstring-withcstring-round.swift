// Blog style (C strings): String(cString:) and withCString round trips
let raw: [CChar] = [83, 119, 105, 102, 116, 0, 88, 88]
let s = raw.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
print(s, s.count)
let u8: [UInt8] = [0x63, 0x61, 0x66, 0xC3, 0xA9, 0]
let fromBytes = String(cString: u8)
print(fromBytes, fromBytes.count)
"hello".withCString { ptr in
    var n = 0
    while ptr[n] != 0 { n += 1 }
    print("strlen:", n, "first:", ptr[0])
}
let back = "Zürich".utf8CString
print(back.count, back.last!)
let again = back.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
print(again)
// expect: Swift 5
// expect: café 4
// expect: strlen: 5 first: 104
// expect: 8 0
// expect: Zürich
