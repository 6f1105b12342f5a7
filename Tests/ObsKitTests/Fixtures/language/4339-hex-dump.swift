// App code style: xxd-style hex dump of a string's utf8 bytes with an ASCII gutter
func hex(_ v: Int, width: Int) -> String {
    let digits = Array("0123456789abcdef")
    var s = ""
    var n = v
    repeat {
        s = String(digits[n % 16]) + s
        n /= 16
    } while n > 0
    while s.count < width { s = "0" + s }
    return s
}

func dump(_ text: String, perLine: Int = 16) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let chunk = bytes[offset..<min(offset + perLine, bytes.count)]
        var hexPart = ""
        for (i, b) in chunk.enumerated() {
            hexPart += hex(Int(b), width: 2)
            if i % 2 == 1 { hexPart += " " }
        }
        let full = perLine * 2 + perLine / 2
        hexPart += String(repeating: " ", count: full - hexPart.count)
        var ascii = ""
        for b in chunk {
            ascii.append(b >= 0x20 && b < 0x7F ? Character(Unicode.Scalar(b)) : ".")
        }
        print("\(hex(offset, width: 8)): \(hexPart) |\(ascii)|")
        offset += perLine
    }
}

dump("Hello, World!\n")
dump("Größe: 42 € — ok")
dump("🙂🙃 tab\there", perLine: 8)

func classify(_ b: UInt8) -> String {
    switch b {
    case 0x00...0x7F: return "ascii"
    case 0x80...0xBF: return "cont"
    case 0xC0...0xDF: return "lead2"
    case 0xE0...0xEF: return "lead3"
    case 0xF0...0xF7: return "lead4"
    default: return "bad"
    }
}

let sample = "aé€🙂"
for ch in sample {
    let bytes = Array(String(ch).utf8)
    print("\(ch): " + bytes.map { "\(hex(Int($0), width: 2))(\(classify($0)))" }.joined(separator: " "))
}
var leadCounts: [String: Int] = [:]
for b in "Mötley Crüe 🤘 ÆØÅ".utf8 { leadCounts[classify(b), default: 0] += 1 }
print(leadCounts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
print(hex(0, width: 4), hex(255, width: 1), hex(65535, width: 2), hex(4096, width: 8))
let scalars = sample.unicodeScalars.map { "U+" + hex(Int($0.value), width: 4).uppercased() }
print(scalars.joined(separator: " "))
// expect: 00000000: 4865 6c6c 6f2c 2057 6f72 6c64 210a       |Hello, World!.|
// expect: 00000000: 4772 c3b6 c39f 653a 2034 3220 e282 ac20  |Gr....e: 42 ... |
// expect: 00000010: e280 9420 6f6b                           |... ok|
// expect: 00000000: f09f 9982 f09f 9983  |........|
// expect: 00000008: 2074 6162 0968 6572  | tab.her|
// expect: 00000010: 65                   |e|
// expect: a: 61(ascii)
// expect: é: c3(lead2) a9(cont)
// expect: €: e2(lead3) 82(cont) ac(cont)
// expect: 🙂: f0(lead4) 9f(cont) 99(cont) 82(cont)
// expect: ascii=11 cont=8 lead2=5 lead4=1
// expect: 0000 ff ffff 00001000
// expect: U+0061 U+00E9 U+20AC U+1F642
