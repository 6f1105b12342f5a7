// Compiler test style: String(_:radix:), padding and bit strings
func pad(_ s: String, to width: Int, with c: Character = "0") -> String {
    String(repeating: c, count: max(0, width - s.count)) + s
}

for n in [0, 1, 5, 10, 255, 256, 1023] {
    let bin = pad(String(n, radix: 2), to: 8)
    let hex = String(n, radix: 16)
    let HEX = String(n, radix: 16, uppercase: true)
    let oct = String(n, radix: 8)
    print(n, bin, hex, HEX, oct)
}
print(String(-42, radix: 2), String(UInt8(200), radix: 2))

func grouped(_ s: String, by n: Int, sep: String = "_") -> String {
    var out: [String] = []
    var chunk = ""
    for c in s.reversed() {
        chunk.insert(c, at: chunk.startIndex)
        if chunk.count == n {
            out.insert(chunk, at: 0)
            chunk = ""
        }
    }
    if !chunk.isEmpty { out.insert(chunk, at: 0) }
    return out.joined(separator: sep)
}
print(grouped(String(0xDEADBEEF, radix: 2), by: 4))
print(grouped("1234567", by: 3, sep: ","))

func fromBinary(_ s: String) -> Int? {
    var v = 0
    for c in s where c != "_" {
        switch c {
        case "0": v = v << 1
        case "1": v = v << 1 | 1
        default: return nil
        }
    }
    return v
}
print(fromBinary("1010_1010") ?? -1, fromBinary("102") ?? -1)

func hexDump(_ s: String) -> String {
    s.utf8.map { pad(String($0, radix: 16), to: 2) }.joined(separator: " ")
}
print(hexDump("Hi!"), "|", hexDump("é"))

func popcount(_ s: String) -> Int { s.filter { $0 == "1" }.count }
print((0...8).map { popcount(String($0, radix: 2)) })

func flipBits(_ s: String) -> String {
    String(s.map { $0 == "0" ? "1" : "0" })
}
print(flipBits("10110"), Int(flipBits("10110"), radix: 2)!)

func gray(_ n: Int) -> String { pad(String(n ^ (n >> 1), radix: 2), to: 3) }
print((0..<8).map(gray).joined(separator: " "))

let color = "#1E90FF"
let hexPart = color.dropFirst()
var components: [Int] = []
var idx = hexPart.startIndex
while idx < hexPart.endIndex {
    let next = hexPart.index(idx, offsetBy: 2)
    components.append(Int(hexPart[idx..<next], radix: 16)!)
    idx = next
}
print(components)
let backToHex = "#" + components.map { pad(String($0, radix: 16, uppercase: true), to: 2) }.joined()
print(backToHex, backToHex == color)

func addBinary(_ a: String, _ b: String) -> String {
    var x = Array(a), y = Array(b)
    var result: [Character] = []
    var carry = 0
    while !x.isEmpty || !y.isEmpty || carry > 0 {
        let p = x.popLast().map { $0 == "1" ? 1 : 0 } ?? 0
        let q = y.popLast().map { $0 == "1" ? 1 : 0 } ?? 0
        let sum = p + q + carry
        result.append(sum % 2 == 1 ? "1" : "0")
        carry = sum / 2
    }
    return String(result.reversed())
}
print(addBinary("1011", "111"), addBinary("0", "0"), addBinary("1111", "1"))
print(String(Int.max, radix: 36), Int("1y2p0ij32e8e7", radix: 36)!)

// expect: 0 00000000 0 0 0
// expect: 1 00000001 1 1 1
// expect: 5 00000101 5 5 5
// expect: 10 00001010 a A 12
// expect: 255 11111111 ff FF 377
// expect: 256 100000000 100 100 400
// expect: 1023 1111111111 3ff 3FF 1777
// expect: -101010 11001000
// expect: 1101_1110_1010_1101_1011_1110_1110_1111
// expect: 1,234,567
// expect: 170 -1
// expect: 48 69 21 | c3 a9
// expect: [0, 1, 1, 2, 1, 2, 2, 3, 1]
// expect: 01001 9
// expect: 000 001 011 010 110 111 101 100
// expect: [30, 144, 255]
// expect: #1E90FF true
// expect: 10010 0 10000
// expect: 1y2p0ij32e8e7 9223372036854775807
