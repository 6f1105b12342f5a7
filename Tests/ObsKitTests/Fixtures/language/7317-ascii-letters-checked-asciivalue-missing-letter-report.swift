// Exercism style (Pangram): ASCII letters checked with asciiValue and a missing-letter report
struct Pangram {
    static let alphabet = Set("abcdefghijklmnopqrstuvwxyz")

    static func isPangram(_ text: String) -> Bool {
        alphabet.isSubset(of: Set(text.lowercased()))
    }

    static func missing(_ text: String) -> String {
        let present = Set(text.lowercased().compactMap { ch -> UInt8? in
            guard let v = ch.asciiValue, v >= 97, v <= 122 else { return nil }
            return v
        })
        let absent = (UInt8(97)...UInt8(122)).filter { !present.contains($0) }
        return String(absent.map { Character(UnicodeScalar($0)) })
    }
}

let sentences = [
    "",
    "abcdefghijklmnopqrstuvwxyz",
    "the quick brown fox jumps over the lazy dog",
    "a quick movement of the enemy will jeopardize five gunboats",
    "five boxing wizards jump quickly at it",
    "the_quick_brown_fox_jumps_over_the_lazy_dog",
    "the 1 quick brown fox jumps over the 2 lazy dogs",
    "7h3 qu1ck brown fox jumps ov3r 7h3 lazy dog",
    "\"Five quacking Zephyrs jolt my wax bed.\"",
    "abcdefghijklm ABCDEFGHIJKLM",
]
for s in sentences {
    let verdict = Pangram.isPangram(s) ? "pangram" : "missing \(Pangram.missing(s))"
    print("\(s.count) chars: \(verdict)")
}

// expect: 0 chars: missing abcdefghijklmnopqrstuvwxyz
// expect: 26 chars: pangram
// expect: 43 chars: pangram
// expect: 59 chars: missing x
// expect: 38 chars: missing h
// expect: 43 chars: pangram
// expect: 48 chars: pangram
// expect: 43 chars: missing eit
// expect: 40 chars: pangram
// expect: 27 chars: missing nopqrstuvwxyz
