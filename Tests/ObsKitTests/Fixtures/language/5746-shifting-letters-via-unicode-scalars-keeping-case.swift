// Rosetta Code style (Caesar and Vigenère ciphers): shifting letters via unicode scalars, keeping case and punctuation
func shift(_ c: Character, by k: Int) -> Character {
    guard let ascii = c.asciiValue, c.isLetter else { return c }
    let base: UInt8 = c.isUppercase ? 65 : 97
    let offset = (Int(ascii - base) + k % 26 + 26) % 26
    return Character(UnicodeScalar(base + UInt8(offset)))
}

func caesar(_ text: String, _ k: Int) -> String {
    String(text.map { shift($0, by: k) })
}

let plain = "The quick brown fox jumps over the lazy dog!"
let secret = caesar(plain, 13)
print(secret)
print(caesar(secret, -13))
print(caesar("xyz ABC", 3))

struct Vigenere {
    let key: [Int]
    init(key: String) {
        self.key = key.uppercased().compactMap { $0.asciiValue }.map { Int($0) - 65 }
    }
    private func apply(_ text: String, sign: Int) -> String {
        var i = 0
        var result = ""
        for ch in text {
            if ch.isLetter {
                result.append(shift(ch, by: sign * key[i % key.count]))
                i += 1
            } else {
                result.append(ch)
            }
        }
        return result
    }
    func encrypt(_ s: String) -> String { apply(s, sign: 1) }
    func decrypt(_ s: String) -> String { apply(s, sign: -1) }
}

let v = Vigenere(key: "Lemon")
let message = "Attack at dawn, Beware!"
let enc = v.encrypt(message)
print(enc)
print(v.decrypt(enc))
print(v.decrypt(enc) == message)

// brute force a Caesar shift by looking for a known word
let mystery = caesar("meet me by the old bridge", 7)
if let k = (0..<26).first(where: { caesar(mystery, -$0).contains("bridge") }) {
    print("shift \(k): \(caesar(mystery, -k))")
}

// expect: Gur dhvpx oebja sbk whzcf bire gur ynml qbt!
// expect: The quick brown fox jumps over the lazy dog!
// expect: abc DEF
// expect: Lxfopv ef rnhr, Nsjlvq!
// expect: Attack at dawn, Beware!
// expect: true
// expect: shift 7: meet me by the old bridge
