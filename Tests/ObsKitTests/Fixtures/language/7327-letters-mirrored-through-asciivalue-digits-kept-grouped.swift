// Exercism style (Atbash Cipher): letters mirrored through asciiValue, digits kept, grouped in fives
struct AtbashCipher {
    private static func transpose(_ ch: Character) -> Character? {
        if ch.isNumber { return ch }
        guard ch.isLetter, let ascii = ch.lowercased().first?.asciiValue else { return nil }
        let mirrored = UInt8(ascii: "z") - (ascii - UInt8(ascii: "a"))
        return Character(UnicodeScalar(mirrored))
    }

    static func encode(_ plain: String) -> String {
        let letters = plain.compactMap(transpose)
        return stride(from: 0, to: letters.count, by: 5).map { start in
            String(letters[start..<min(start + 5, letters.count)])
        }.joined(separator: " ")
    }

    static func decode(_ cipher: String) -> String {
        String(cipher.compactMap(transpose))
    }
}

let plains = [
    "yes", "no", "OMG", "O M G", "mindblowingly", "Testing,1 2 3, testing.",
    "Truth is fiction.", "The quick brown fox jumps over the lazy dog.",
]
for plain in plains {
    let encoded = AtbashCipher.encode(plain)
    print("\(plain) => \(encoded)")
}
let ciphers = ["vcvix rhn", "zmlyh gzxov rhlug vmzhg vkkrm thglm v", "gvhgr mt123 gvhgr mt", "gsvjf rxpyi ldmul cqfnk hlevi gsvoz abwlt"]
for c in ciphers {
    print("\(c) <= \(AtbashCipher.decode(c))")
}

// expect: yes => bvh
// expect: no => ml
// expect: OMG => lnt
// expect: O M G => lnt
// expect: mindblowingly => nrmwy oldrm tob
// expect: Testing,1 2 3, testing. => gvhgr mt123 gvhgr mt
// expect: Truth is fiction. => gifgs rhurx grlm
// expect: The quick brown fox jumps over the lazy dog. => gsvjf rxpyi ldmul cqfnk hlevi gsvoz abwlt
// expect: vcvix rhn <= exercism
// expect: zmlyh gzxov rhlug vmzhg vkkrm thglm v <= anobstacleisoftenasteppingstone
// expect: gvhgr mt123 gvhgr mt <= testing123testing
// expect: gsvjf rxpyi ldmul cqfnk hlevi gsvoz abwlt <= thequickbrownfoxjumpsoverthelazydog
