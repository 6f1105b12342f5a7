// Algorithm Club style (run-length encoding): encode strings into (character, count) runs, render them compactly, decode them back, and RLE a byte array
struct Run: Equatable, CustomStringConvertible {
    let symbol: Character
    let length: Int
    var description: String { length == 1 ? String(symbol) : "\(length)\(symbol)" }
}

func encode(_ text: String) -> [Run] {
    var runs: [Run] = []
    for ch in text {
        if let last = runs.last, last.symbol == ch {
            runs[runs.count - 1] = Run(symbol: ch, length: last.length + 1)
        } else {
            runs.append(Run(symbol: ch, length: 1))
        }
    }
    return runs
}

func decode(_ runs: [Run]) -> String {
    runs.map { String(repeating: $0.symbol, count: $0.length) }.joined()
}

func parse(_ compact: String) -> [Run] {
    var runs: [Run] = []
    var digits = ""
    for ch in compact {
        if ch.isNumber { digits.append(ch); continue }
        runs.append(Run(symbol: ch, length: Int(digits) ?? 1))
        digits = ""
    }
    return runs
}

func byteRLE(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var i = 0
    while i < bytes.count {
        var n: UInt8 = 1
        while i + Int(n) < bytes.count && bytes[i + Int(n)] == bytes[i] && n < 255 { n += 1 }
        out += [n, bytes[i]]
        i += Int(n)
    }
    return out
}

for text in ["aaabccddddde", "abc", "", "zzzzzzzzzzzz"] {
    let runs = encode(text)
    let compact = runs.map(\.description).joined()
    print("\"\(text)\" -> \(compact) -> \(decode(parse(compact)) == text)")
}
print(encode("aabbb"))
let pixels: [UInt8] = [0, 0, 0, 255, 255, 7, 0, 0]
let packed = byteRLE(pixels)
print(packed, "ratio", Double(packed.count) / Double(pixels.count))
print(byteRLE(Array(repeating: 9, count: 300)))

// expect: "aaabccddddde" -> 3ab2c5de -> true
// expect: "abc" -> abc -> true
// expect: "" ->  -> true
// expect: "zzzzzzzzzzzz" -> 12z -> true
// expect: [2a, 3b]
// expect: [3, 0, 2, 255, 1, 7, 2, 0] ratio 1.0
// expect: [255, 9, 45, 9]
