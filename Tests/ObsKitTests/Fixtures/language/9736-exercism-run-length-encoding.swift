// Exercism "Run-Length Encoding" plus "Atbash Cipher": building strings, Character.isNumber, wholeNumberValue accumulation, Substring chunks
enum RunLengthEncoding {
    static func encode(_ input: String) -> String {
        var result = ""
        var current: Character?
        var run = 0
        func flush() {
            guard let c = current else { return }
            result += run > 1 ? "\(run)\(c)" : String(c)
        }
        for ch in input {
            if ch == current {
                run += 1
            } else {
                flush()
                current = ch
                run = 1
            }
        }
        flush()
        return result
    }

    static func decode(_ input: String) -> String {
        var result = ""
        var count = 0
        for ch in input {
            if let d = ch.wholeNumberValue, ch.isNumber {
                count = count * 10 + d
            } else {
                result += String(repeating: ch, count: max(count, 1))
                count = 0
            }
        }
        return result
    }
}

enum Atbash {
    static func transform(_ ch: Character) -> Character? {
        if ch.isNumber { return ch }
        guard let ascii = ch.lowercased().first?.asciiValue, ch.isLetter, ch.isASCII else { return nil }
        return Character(UnicodeScalar(UInt8(ascii: "z") - (ascii - UInt8(ascii: "a"))))
    }

    static func encode(_ text: String) -> String {
        let letters = String(text.compactMap(transform))
        var chunks: [Substring] = []
        var idx = letters.startIndex
        while idx < letters.endIndex {
            let next = letters.index(idx, offsetBy: 5, limitedBy: letters.endIndex) ?? letters.endIndex
            chunks.append(letters[idx..<next])
            idx = next
        }
        return chunks.joined(separator: " ")
    }
}

let samples = ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWB", "AABCCCDEEEE", "  hsqq qww  ", "", "XYZ"]
for s in samples {
    let encoded = RunLengthEncoding.encode(s)
    let roundTrip = RunLengthEncoding.decode(encoded) == s
    print("\"\(encoded)\" round-trip: \(roundTrip)")
}
print(RunLengthEncoding.decode("12WB12W3B24WB"))

for phrase in ["yes", "OMG", "The quick brown fox jumps over the lazy dog.", "Testing,1 2 3, testing."] {
    print("\(phrase) => \(Atbash.encode(phrase))")
}
// expect: "12WB12W3B24WB" round-trip: true
// expect: "2AB3CD4E" round-trip: true
// expect: "2 hs2q q2w2 " round-trip: true
// expect: "" round-trip: true
// expect: "XYZ" round-trip: true
// expect: WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWB
// expect: yes => bvh
// expect: OMG => lnt
// expect: The quick brown fox jumps over the lazy dog. => gsvjf rxpyi ldmul cqfnk hlevi gsvoz abwlt
// expect: Testing,1 2 3, testing. => gvhgr mt123 gvhgr mt
