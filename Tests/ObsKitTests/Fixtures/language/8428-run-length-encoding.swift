// Rosetta-style task: Run-length encoding and decoding with a reduce(into:) of runs
import Foundation

func runs(of text: String) -> [(Character, Int)] {
    text.reduce(into: [(Character, Int)]()) { acc, ch in
        if let last = acc.last, last.0 == ch {
            acc[acc.count - 1].1 += 1
        } else {
            acc.append((ch, 1))
        }
    }
}

func encode(_ text: String) -> String {
    runs(of: text).map { "\($0.1)\($0.0)" }.joined()
}

func decode(_ encoded: String) -> String {
    var result = ""
    var count = ""
    for ch in encoded {
        if ch.isNumber {
            count.append(ch)
        } else {
            result += String(repeating: String(ch), count: Int(count) ?? 1)
            count = ""
        }
    }
    return result
}

let input = "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW"
let encoded = encode(input)
print(encoded)
print(decode(encoded) == input ? "decode ok" : "decode FAILED")

for word in ["aaabccddd", "abc", "", "zzzzzzzzzzzz"] {
    let e = encode(word)
    print("'\(word)' -> '\(e)' -> '\(decode(e))'")
}

let longest = runs(of: "aabbbbccdddddde").max { $0.1 < $1.1 }!
print("Longest run: \(longest.0) x\(longest.1)")
let ratio = Double(encoded.count) / Double(input.count)
print("Compression: \(input.count) -> \(encoded.count) chars, ratio \((ratio * 1000).rounded() / 1000)")

// expect: 12W1B12W3B24W1B14W
// expect: decode ok
// expect: 'aaabccddd' -> '3a1b2c3d' -> 'aaabccddd'
// expect: 'abc' -> '1a1b1c' -> 'abc'
// expect: '' -> '' -> ''
// expect: 'zzzzzzzzzzzz' -> '12z' -> 'zzzzzzzzzzzz'
// expect: Longest run: d x6
// expect: Compression: 67 -> 18 chars, ratio 0.269
