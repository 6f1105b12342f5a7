// WWDC style (C strings): String(cString:) and withCString
let greeting = "Hello, C"
greeting.withCString { cstr in
    var length = 0
    while cstr[length] != 0 { length += 1 }
    print("strlen", length)
    print("first char code", cstr[0])
    print("round trip", String(cString: cstr))
}
let bytes: [CChar] = [83, 119, 105, 102, 116, 0, 88]
let s = bytes.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
print("from bytes:", s, s.count)
let upper = "mixed Case".withCString { p -> String in
    var out: [CChar] = []
    var i = 0
    while p[i] != 0 {
        let c = p[i]
        out.append(c >= 97 && c <= 122 ? c - 32 : c)
        i += 1
    }
    out.append(0)
    return String(cString: out)
}
print(upper)
let utf = "é".withCString { p in (UInt8(bitPattern: p[0]), UInt8(bitPattern: p[1])) }
print("utf8 bytes", utf.0, utf.1)
// expect: strlen 8
// expect: first char code 72
// expect: round trip Hello, C
// expect: from bytes: Swift 5
// expect: MIXED CASE
// expect: utf8 bytes 195 169
