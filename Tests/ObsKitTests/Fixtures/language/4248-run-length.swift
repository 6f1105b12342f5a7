// App code style: run-length encoding and decoding utilities with validation and stats
enum RLEError: Error, CustomStringConvertible {
    case missingCount(position: Int)
    case danglingCount(String)

    var description: String {
        switch self {
        case .missingCount(let p): return "character without count at \(p)"
        case .danglingCount(let s): return "count '\(s)' without character"
        }
    }
}

struct RunLength {
    struct Run: Equatable {
        let character: Character
        let length: Int
    }

    static func runs(of text: String) -> [Run] {
        var result: [Run] = []
        for ch in text {
            if let last = result.last, last.character == ch {
                result[result.count - 1] = Run(character: ch, length: last.length + 1)
            } else {
                result.append(Run(character: ch, length: 1))
            }
        }
        return result
    }

    static func encode(_ text: String) -> String {
        runs(of: text).map { "\($0.length)\($0.character)" }.joined()
    }

    static func decode(_ encoded: String) throws -> String {
        var output = ""
        var digits = ""
        for (i, ch) in encoded.enumerated() {
            if ch.isNumber {
                digits.append(ch)
            } else {
                guard let n = Int(digits) else { throw RLEError.missingCount(position: i) }
                output += String(repeating: String(ch), count: n)
                digits = ""
            }
        }
        if !digits.isEmpty { throw RLEError.danglingCount(digits) }
        return output
    }

    static func compactEncode(_ text: String) -> String {
        runs(of: text).map { $0.length == 1 ? String($0.character) : "\($0.length)\($0.character)" }.joined()
    }
}

let samples = ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "aabcccccaaa", "abc", "", "zzzzzzzzzzzz"]
for s in samples {
    let encoded = RunLength.encode(s)
    let ratio = s.isEmpty ? 0 : encoded.count * 100 / s.count
    print("\"\(s.prefix(12))\(s.count > 12 ? "..." : "")\" -> \(encoded) (\(ratio)%)")
    let back = try! RunLength.decode(encoded)
    assert(back == s)
}

print("Compact: \(RunLength.compactEncode("aabcccccaaa")), \(RunLength.compactEncode("abc"))")

for bad in ["3a2", "a3b", "10x2y", "0q5r"] {
    do {
        let decoded = try RunLength.decode(bad)
        print("decode(\(bad)) = \"\(decoded)\"")
    } catch {
        print("decode(\(bad)) failed: \(error)")
    }
}

let runs = RunLength.runs(of: "mississippi")
let longest = runs.max { $0.length < $1.length }!
print("mississippi runs: \(runs.count), longest '\(longest.character)' x\(longest.length)")
print(runs.map { "\($0.character)\($0.length)" }.joined(separator: "|"))

let pixels = [0, 0, 0, 1, 1, 0, 0, 0, 0, 1]
let pixelRuns = pixels.reduce(into: [(value: Int, count: Int)]()) { acc, p in
    if acc.last?.value == p { acc[acc.count - 1].count += 1 } else { acc.append((p, 1)) }
}
print("pixel runs: \(pixelRuns.map { "\($0.value)x\($0.count)" })")
print("emoji: \(RunLength.encode("🙂🙂🙂👍👍"))")

// expect: "WWWWWWWWWWWW..." -> 12W1B12W3B24W1B14W (26%)
// expect: "aabcccccaaa" -> 2a1b5c3a (72%)
// expect: "abc" -> 1a1b1c (200%)
// expect: "" ->  (0%)
// expect: "zzzzzzzzzzzz" -> 12z (25%)
// expect: Compact: 2ab5c3a, abc
// expect: decode(3a2) failed: count '2' without character
// expect: decode(a3b) failed: character without count at 0
// expect: decode(10x2y) = "xxxxxxxxxxyy"
// expect: decode(0q5r) = "rrrrr"
// expect: mississippi runs: 8, longest 's' x2
// expect: m1|i1|s2|i1|s2|i1|p2|i1
// expect: pixel runs: ["0x3", "1x2", "0x4", "1x1"]
// expect: emoji: 3🙂2👍
