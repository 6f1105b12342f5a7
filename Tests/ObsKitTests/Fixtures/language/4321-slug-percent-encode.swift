// App code style: slugify titles and percent-encode query values by hand over the utf8 view
let hexDigits: [Character] = Array("0123456789ABCDEF")

func isUnreserved(_ b: UInt8) -> Bool {
    (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) ||
        b == 0x2D || b == 0x2E || b == 0x5F || b == 0x7E
}

func percentEncode(_ s: String) -> String {
    var out = ""
    for b in s.utf8 {
        if isUnreserved(b) {
            out.append(Character(Unicode.Scalar(b)))
        } else {
            out.append("%")
            out.append(hexDigits[Int(b / 16)])
            out.append(hexDigits[Int(b % 16)])
        }
    }
    return out
}

func foldAccent(_ c: Character) -> String {
    let base = c.unicodeScalars.first!
    switch base {
    case "à", "á", "â", "ä", "ã", "å": return "a"
    case "è", "é", "ê", "ë": return "e"
    case "ì", "í", "î", "ï": return "i"
    case "ò", "ó", "ô", "ö", "õ", "ø": return "o"
    case "ù", "ú", "û", "ü": return "u"
    case "ç": return "c"
    case "ñ": return "n"
    case "ß": return "ss"
    default: return String(base)
    }
}

func slugify(_ title: String) -> String {
    var out = ""
    var lastDash = true
    for ch in title.lowercased() {
        if ch.isLetter || ch.isNumber {
            let folded = foldAccent(ch)
            if folded.unicodeScalars.allSatisfy({ $0.isASCII }) {
                out += folded
                lastDash = false
            }
        } else if !lastDash {
            out.append("-")
            lastDash = true
        }
    }
    if out.hasSuffix("-") { out.removeLast() }
    return out
}

let titles = [
    "Hello, World!",
    "  Crème Brûlée: A Guide  ",
    "Straße & Café -- 2024 Edition",
    "Ünïcödé   ROCKS!!!",
    "日本 travel tips",
    "Año Nuevo: ¿Qué?",
    "already-a-slug",
    "!!!",
]
for t in titles {
    print("'\(slugify(t))'")
}

let params: [(String, String)] = [
    ("q", "swift strings"),
    ("name", "José & María"),
    ("emoji", "👍"),
    ("path", "a/b?c=d"),
    ("safe", "A-z_0.9~"),
]
var query = ""
for (k, v) in params {
    if !query.isEmpty { query += "&" }
    query += percentEncode(k) + "=" + percentEncode(v)
}
print(query)
print(query.count, query.utf8.count)
for (k, v) in params {
    let enc = percentEncode(v)
    print("\(k): \(v.utf8.count) bytes -> \(enc.count) chars, ratio x\(enc.count * 10 / max(1, v.utf8.count))/10")
}
print(percentEncode(""), percentEncode(" "), percentEncode("%"))
// expect: 'hello-world'
// expect: 'creme-brulee-a-guide'
// expect: 'strasse-cafe-2024-edition'
// expect: 'unicode-rocks'
// expect: 'travel-tips'
// expect: 'ano-nuevo-que'
// expect: 'already-a-slug'
// expect: ''
// expect: q=swift%20strings&name=Jos%C3%A9%20%26%20Mar%C3%ADa&emoji=%F0%9F%91%8D&path=a%2Fb%3Fc%3Dd&safe=A-z_0.9~
// expect: 103 103
// expect: q: 13 bytes -> 15 chars, ratio x11/10
// expect: name: 14 bytes -> 28 chars, ratio x20/10
// expect: emoji: 4 bytes -> 12 chars, ratio x30/10
// expect: path: 7 bytes -> 13 chars, ratio x18/10
// expect: safe: 8 bytes -> 8 chars, ratio x10/10
// expect:  %20 %25
