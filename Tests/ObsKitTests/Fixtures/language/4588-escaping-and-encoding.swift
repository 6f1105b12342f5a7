// App code style: HTML escaping and percent-encoding built on utf8 bytes
func htmlEscape(_ s: String) -> String {
    var out = ""
    out.reserveCapacity(s.count)
    for c in s {
        switch c {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        default: out.append(c)
        }
    }
    return out
}
print(htmlEscape(#"<a href="x">Tom & Jerry's</a>"#))

func htmlUnescape(_ s: String) -> String {
    let entities = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "#39": "'"]
    var out = ""
    var i = s.startIndex
    while i < s.endIndex {
        if s[i] == "&", let semi = s[i...].firstIndex(of: ";") {
            let name = String(s[s.index(after: i)..<semi])
            if let rep = entities[name] {
                out += rep
                i = s.index(after: semi)
                continue
            }
        }
        out.append(s[i])
        i = s.index(after: i)
    }
    return out
}
let escaped = htmlEscape("1 < 2 && \"ok\"")
print(escaped, "->", htmlUnescape(escaped))
print(htmlUnescape("&unknown; &amp;amp;"))

let hexDigits = Array("0123456789ABCDEF")
func percentEncode(_ s: String) -> String {
    var out = ""
    for byte in s.utf8 {
        let c = Character(UnicodeScalar(byte))
        if (c.isASCII && (c.isLetter || c.isNumber)) || "-._~".contains(c) {
            out.append(c)
        } else {
            out.append("%")
            out.append(hexDigits[Int(byte >> 4)])
            out.append(hexDigits[Int(byte & 0x0F)])
        }
    }
    return out
}

func percentDecode(_ s: String) -> String? {
    var bytes: [UInt8] = []
    var it = s.utf8.makeIterator()
    while let b = it.next() {
        if b == UInt8(ascii: "%") {
            guard let h = it.next(), let l = it.next(),
                  let hv = Character(UnicodeScalar(h)).hexDigitValue,
                  let lv = Character(UnicodeScalar(l)).hexDigitValue else { return nil }
            bytes.append(UInt8(hv * 16 + lv))
        } else if b == UInt8(ascii: "+") {
            bytes.append(UInt8(ascii: " "))
        } else {
            bytes.append(b)
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}

let queries = ["hello world", "a&b=c", "café ☕", "100%", "safe-chars_~."]
for q in queries {
    let e = percentEncode(q)
    print(e, percentDecode(e) == q)
}
print(percentDecode("a+b%2Bc") ?? "bad", percentDecode("%zz") ?? "bad", percentDecode("%4") ?? "bad")

func queryString(_ params: [(String, String)]) -> String {
    params.map { percentEncode($0.0) + "=" + percentEncode($0.1) }.joined(separator: "&")
}
let qs = queryString([("q", "swift strings"), ("lang", "en"), ("page", "2")])
print(qs)
let parsed = qs.split(separator: "&").map { pair -> (String, String) in
    let kv = pair.split(separator: "=", maxSplits: 1)
    return (percentDecode(String(kv[0])) ?? "", percentDecode(String(kv[1])) ?? "")
}
print(parsed.map { "\($0.0)=[\($0.1)]" }.joined(separator: " "))

func jsonEscape(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
        switch u {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        default:
            if u.value < 0x20 {
                let h = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - h.count) + h
            } else {
                out.unicodeScalars.append(u)
            }
        }
    }
    return out + "\""
}
print(jsonEscape("line1\nline2\t\"q\" \\ \u{01} ✓"))

// expect: &lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;
// expect: 1 &lt; 2 &amp;&amp; &quot;ok&quot; -> 1 < 2 && "ok"
// expect: &unknown; &amp;
// expect: hello%20world true
// expect: a%26b%3Dc true
// expect: caf%C3%A9%20%E2%98%95 true
// expect: 100%25 true
// expect: safe-chars_~. true
// expect: a b+c bad bad
// expect: q=swift%20strings&lang=en&page=2
// expect: q=[swift strings] lang=[en] page=[2]
// expect: "line1\nline2\t\"q\" \\ \u0001 ✓"
