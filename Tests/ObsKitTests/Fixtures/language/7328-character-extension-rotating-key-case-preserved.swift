// Exercism style (Rotational Cipher): a Character extension rotating by a key, case preserved
extension Character {
    func rotated(by key: Int) -> Character {
        guard let ascii = asciiValue, isLetter else { return self }
        let base: UInt8 = isUppercase ? 65 : 97
        let shifted = (Int(ascii - base) + key % 26 + 26) % 26
        return Character(Unicode.Scalar(base + UInt8(shifted)))
    }
}

struct RotationalCipher {
    static func rotate(_ text: String, key: Int) -> String {
        String(text.map { $0.rotated(by: key) })
    }
}

let cases: [(String, Int)] = [
    ("a", 0), ("a", 1), ("a", 26), ("m", 13), ("n", 13), ("OMG", 5),
    ("O M G", 5), ("Testing 1 2 3 testing", 4), ("Let's eat, Grandma!", 21),
    ("The quick brown fox jumps over the lazy dog.", 13), ("abc", -1), ("Zebra", 27),
]
for (text, key) in cases {
    let out = RotationalCipher.rotate(text, key: key)
    let back = RotationalCipher.rotate(out, key: -key)
    print("ROT\(key) \"\(text)\" -> \"\(out)\"", back == text ? "ok" : "broken")
}

// expect: ROT0 "a" -> "a" ok
// expect: ROT1 "a" -> "b" ok
// expect: ROT26 "a" -> "a" ok
// expect: ROT13 "m" -> "z" ok
// expect: ROT13 "n" -> "a" ok
// expect: ROT5 "OMG" -> "TRL" ok
// expect: ROT5 "O M G" -> "T R L" ok
// expect: ROT4 "Testing 1 2 3 testing" -> "Xiwxmrk 1 2 3 xiwxmrk" ok
// expect: ROT21 "Let's eat, Grandma!" -> "Gzo'n zvo, Bmviyhv!" ok
// expect: ROT13 "The quick brown fox jumps over the lazy dog." -> "Gur dhvpx oebja sbk whzcf bire gur ynml qbt." ok
// expect: ROT-1 "abc" -> "zab" ok
// expect: ROT27 "Zebra" -> "Afcsb" ok
