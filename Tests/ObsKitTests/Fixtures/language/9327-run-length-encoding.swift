// Run-length encoding and decoding of strings
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

func encode(_ input: String) -> String {
    guard var current = input.first else { return "" }
    var count = 0
    var output = ""
    for ch in input {
        if ch == current {
            count += 1
        } else {
            output += "\(count)\(current)"
            current = ch
            count = 1
        }
    }
    output += "\(count)\(current)"
    return output
}

func decode(_ encoded: String) -> String {
    var output = ""
    var digits = ""
    for ch in encoded {
        if ch.isNumber {
            digits.append(ch)
        } else {
            output += String(repeating: ch, count: Int(digits) ?? 1)
            digits = ""
        }
    }
    return output
}

func compactEncode(_ input: String) -> String {
    var result = ""
    var i = input.startIndex
    while i < input.endIndex {
        let ch = input[i]
        let runEnd = input[i...].firstIndex(where: { $0 != ch }) ?? input.endIndex
        let n = input.distance(from: i, to: runEnd)
        result += n > 1 ? "\(n)\(ch)" : "\(ch)"
        i = runEnd
    }
    return result
}

let samples = ["AAAABBBCCDAA", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "abc", "", "zzzzzzzzzzzz", "  hello  "]
for s in samples {
    let e = encode(s)
    let ok = decode(e) == s
    print("\"\(s.prefix(20))\(s.count > 20 ? "..." : "")\" -> \(e) (round trip \(ok))")
}
for s in samples.prefix(3) {
    let c = compactEncode(s)
    print("compact: \(c) decodes back: \(decode(c) == s)")
}

func runs<T: Equatable>(_ items: [T]) -> [(T, Int)] {
    var result: [(T, Int)] = []
    for item in items {
        if let last = result.last, last.0 == item {
            result[result.count - 1].1 += 1
        } else {
            result.append((item, 1))
        }
    }
    return result
}
let readings = [0, 0, 1, 1, 1, 0, 2, 2, 0, 0, 0, 0]
print(runs(readings).map { "\($0.0)x\($0.1)" }.joined(separator: " "))
let longest = runs(readings).max { $0.1 < $1.1 }!
print("longest run: \(longest.1) of \(longest.0)")
let ratio = Double(encode(samples[1]).count) / Double(samples[1].count)
print("compression ratio: \((ratio * 1000).rounded() / 1000)")
// expect: "AAAABBBCCDAA" -> 4A3B2C1D2A (round trip true)
// expect: "WWWWWWWWWWWWBWWWWWWW..." -> 12W1B12W3B24W1B14W (round trip true)
// expect: "abc" -> 1a1b1c (round trip true)
// expect: "" ->  (round trip true)
// expect: "zzzzzzzzzzzz" -> 12z (round trip true)
// expect: "  hello  " -> 2 1h1e2l1o2  (round trip true)
// expect: compact: 4A3B2CD2A decodes back: true
// expect: compact: 12WB12W3B24WB14W decodes back: true
// expect: compact: abc decodes back: true
// expect: 0x2 1x3 0x1 2x2 0x4
// expect: longest run: 4 of 0
// expect: compression ratio: 0.269
