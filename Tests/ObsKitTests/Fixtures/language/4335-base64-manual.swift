// App code style: base64 and base64url encoding/decoding written by hand over utf8 bytes
let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")

func encode(_ bytes: [UInt8], urlSafe: Bool = false, pad: Bool = true) -> String {
    var out = ""
    var i = 0
    while i < bytes.count {
        let b0 = UInt32(bytes[i])
        let b1 = i + 1 < bytes.count ? UInt32(bytes[i + 1]) : 0
        let b2 = i + 2 < bytes.count ? UInt32(bytes[i + 2]) : 0
        let triple = b0 << 16 | b1 << 8 | b2
        let remaining = bytes.count - i
        for k in 0..<4 {
            if k <= min(remaining, 3) {
                var c = alphabet[Int((triple >> UInt32(18 - 6 * k)) & 63)]
                if urlSafe { if c == "+" { c = "-" } else if c == "/" { c = "_" } }
                out.append(c)
            } else if pad {
                out.append("=")
            }
        }
        i += 3
    }
    return out
}

func decode(_ s: String) -> [UInt8]? {
    var values: [UInt32] = []
    for c in s {
        if c == "=" { break }
        if c.isWhitespace { continue }
        let mapped: Character = c == "-" ? "+" : (c == "_" ? "/" : c)
        guard let idx = alphabet.firstIndex(of: mapped) else { return nil }
        values.append(UInt32(idx))
    }
    if values.count % 4 == 1 { return nil }
    var out: [UInt8] = []
    var i = 0
    while i < values.count {
        let chunk = Array(values[i..<min(i + 4, values.count)])
        var n: UInt32 = 0
        for k in 0..<4 { n = n << 6 | (k < chunk.count ? chunk[k] : 0) }
        out.append(UInt8(n >> 16 & 0xFF))
        if chunk.count > 2 { out.append(UInt8(n >> 8 & 0xFF)) }
        if chunk.count > 3 { out.append(UInt8(n & 0xFF)) }
        i += 4
    }
    return out
}

let samples = ["", "f", "fo", "foo", "foob", "fooba", "foobar", "Man", "héllo wörld", "🙂?>", "user:p@ss"]
for s in samples {
    let e = encode(Array(s.utf8))
    let back = decode(e).map { String(decoding: $0, as: UTF8.self) } ?? "<fail>"
    print("'\(s)' -> \(e) -> '\(back)' ok=\(back == s)")
}
print(encode(Array("🙂?>".utf8), urlSafe: true, pad: false))
print(encode([0xFB, 0xFF, 0xBF], urlSafe: false), encode([0xFB, 0xFF, 0xBF], urlSafe: true))
for bad in ["abc!", "a", "QQ==", "SGV sbG8="] {
    if let d = decode(bad) {
        print("decode(\(bad)) = \(d) '\(String(decoding: d, as: UTF8.self))'")
    } else {
        print("decode(\(bad)) failed")
    }
}
let header = "Authorization: Basic " + encode(Array("admin:secret".utf8))
print(header, header.count)
let token = header.split(separator: " ").last.map(String.init)!
print(String(decoding: decode(token)!, as: UTF8.self).split(separator: ":").map(String.init))
// expect: '' ->  -> '' ok=true
// expect: 'f' -> Zg== -> 'f' ok=true
// expect: 'fo' -> Zm8= -> 'fo' ok=true
// expect: 'foo' -> Zm9v -> 'foo' ok=true
// expect: 'foob' -> Zm9vYg== -> 'foob' ok=true
// expect: 'fooba' -> Zm9vYmE= -> 'fooba' ok=true
// expect: 'foobar' -> Zm9vYmFy -> 'foobar' ok=true
// expect: 'Man' -> TWFu -> 'Man' ok=true
// expect: 'héllo wörld' -> aMOpbGxvIHfDtnJsZA== -> 'héllo wörld' ok=true
// expect: '🙂?>' -> 8J+Zgj8+ -> '🙂?>' ok=true
// expect: 'user:p@ss' -> dXNlcjpwQHNz -> 'user:p@ss' ok=true
// expect: 8J-Zgj8-
// expect: +/+/ -_-_
// expect: decode(abc!) failed
// expect: decode(a) failed
// expect: decode(QQ==) = [65] 'A'
// expect: decode(SGV sbG8=) = [72, 101, 108, 108, 111] 'Hello'
// expect: Authorization: Basic YWRtaW46c2VjcmV0 37
// expect: ["admin", "secret"]
