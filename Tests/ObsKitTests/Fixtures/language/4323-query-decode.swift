// App code style: decoding percent-encoded form data into UTF-8 strings with error reporting
enum DecodeError: Error, CustomStringConvertible {
    case badEscape(at: Int)
    case invalidUTF8(String)
    var description: String {
        switch self {
        case .badEscape(let i): return "bad escape at byte \(i)"
        case .invalidUTF8(let s): return "invalid UTF-8 in '\(s)'"
        }
    }
}

func hexValue(_ b: UInt8) -> UInt8? {
    switch b {
    case 48...57: return b - 48
    case 65...70: return b - 55
    case 97...102: return b - 87
    default: return nil
    }
}

func percentDecode(_ s: Substring, plusAsSpace: Bool = true) throws -> String {
    var bytes: [UInt8] = []
    let src = Array(s.utf8)
    var i = 0
    while i < src.count {
        let b = src[i]
        if b == 37 {
            guard i + 2 < src.count,
                  let hi = hexValue(src[i + 1]), let lo = hexValue(src[i + 2]) else {
                throw DecodeError.badEscape(at: i)
            }
            bytes.append(hi << 4 | lo)
            i += 3
        } else if b == 43 && plusAsSpace {
            bytes.append(32); i += 1
        } else {
            bytes.append(b); i += 1
        }
    }
    let decoded = String(decoding: bytes, as: UTF8.self)
    if decoded.unicodeScalars.contains("\u{FFFD}") { throw DecodeError.invalidUTF8(String(s)) }
    return decoded
}

func parseForm(_ body: String) -> [(String, String)] {
    var result: [(String, String)] = []
    for pair in body.split(separator: "&", omittingEmptySubsequences: true) {
        let eq = pair.firstIndex(of: "=") ?? pair.endIndex
        let rawKey = pair[..<eq]
        let rawValue = eq == pair.endIndex ? Substring("") : pair[pair.index(after: eq)...]
        do {
            result.append((try percentDecode(rawKey), try percentDecode(rawValue)))
        } catch {
            print("  skip '\(pair)': \(error)")
        }
    }
    return result
}

let bodies = [
    "name=Jos%C3%A9+Garc%C3%ADa&city=M%C3%BCnchen",
    "emoji=%F0%9F%98%80&flag=%F0%9F%87%AB%F0%9F%87%B7&empty=&novalue",
    "bad=%ZZ&trunc=%4&ok=1%2B1%3D2",
    "broken=%C3%28&sum=a%26b",
    "&&x=%e2%82%ac&&",
]
for body in bodies {
    print("body: \(body)")
    for (k, v) in parseForm(body) {
        print("  \(k) -> '\(v)' chars=\(v.count) bytes=\(v.utf8.count)")
    }
}
do {
    print(try percentDecode("a+b", plusAsSpace: false))
    print(try percentDecode("%41%42%43"))
    print(try percentDecode("100%"))
} catch {
    print("caught:", error)
}
// expect: body: name=Jos%C3%A9+Garc%C3%ADa&city=M%C3%BCnchen
// expect:   name -> 'José García' chars=11 bytes=13
// expect:   city -> 'München' chars=7 bytes=8
// expect: body: emoji=%F0%9F%98%80&flag=%F0%9F%87%AB%F0%9F%87%B7&empty=&novalue
// expect:   emoji -> '😀' chars=1 bytes=4
// expect:   flag -> '🇫🇷' chars=1 bytes=8
// expect:   empty -> '' chars=0 bytes=0
// expect:   novalue -> '' chars=0 bytes=0
// expect: body: bad=%ZZ&trunc=%4&ok=1%2B1%3D2
// expect:   skip 'bad=%ZZ': bad escape at byte 0
// expect:   skip 'trunc=%4': bad escape at byte 0
// expect:   ok -> '1+1=2' chars=5 bytes=5
// expect: body: broken=%C3%28&sum=a%26b
// expect:   skip 'broken=%C3%28': invalid UTF-8 in '%C3%28'
// expect:   sum -> 'a&b' chars=3 bytes=3
// expect: body: &&x=%e2%82%ac&&
// expect:   x -> '€' chars=1 bytes=3
// expect: a+b
// expect: ABC
// expect: caught: bad escape at byte 3
