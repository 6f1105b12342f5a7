// App code style: Caesar and ROT13 ciphers using asciiValue
struct Caesar {
    let shift: Int

    func shiftChar(_ c: Character, by amount: Int) -> Character {
        guard let ascii = c.asciiValue else { return c }
        let base: UInt8
        if c.isUppercase {
            base = Character("A").asciiValue!
        } else if c.isLowercase {
            base = Character("a").asciiValue!
        } else {
            return c
        }
        let offset = (Int(ascii - base) + amount % 26 + 26) % 26
        return Character(UnicodeScalar(base + UInt8(offset)))
    }

    func encrypt(_ text: String) -> String {
        String(text.map { shiftChar($0, by: shift) })
    }

    func decrypt(_ text: String) -> String {
        String(text.map { shiftChar($0, by: -shift) })
    }
}

let cipher = Caesar(shift: 3)
let plain = "Hello, World! xyz"
let secret = cipher.encrypt(plain)
print(secret)
print(cipher.decrypt(secret))

let rot13 = Caesar(shift: 13)
let r = rot13.encrypt("Why did the chicken cross the road?")
print(r)
print(rot13.encrypt(r))

for s in [1, 25, 26, 27, -1, -27] {
    print(s, Caesar(shift: s).encrypt("abcXYZ"))
}

func rot13Scalars(_ s: String) -> String {
    var out = String.UnicodeScalarView()
    for u in s.unicodeScalars {
        switch u.value {
        case 65...90:
            out.append(UnicodeScalar((u.value - 65 + 13) % 26 + 65)!)
        case 97...122:
            out.append(UnicodeScalar((u.value - 97 + 13) % 26 + 97)!)
        default:
            out.append(u)
        }
    }
    return String(out)
}
print(rot13Scalars("Swift é 2024"))

func crack(_ text: String) -> [(Int, String)] {
    var results: [(Int, String)] = []
    for s in 1..<26 {
        let attempt = Caesar(shift: -s).encrypt(text)
        if attempt.contains("the") {
            results.append((s, attempt))
        }
    }
    return results
}
let hidden = Caesar(shift: 7).encrypt("meet me at the park")
print(hidden)
for (s, text) in crack(hidden) {
    print("shift \(s): \(text)")
}

let letterFreq = hidden.filter { $0.isLetter }.reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
let top = letterFreq.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
print(top.map { "\($0.key)=\($0.value)" }.joined(separator: " "))

func vigenere(_ text: String, key: String) -> String {
    let shifts = key.compactMap { $0.asciiValue }.map { Int($0) - 97 }
    var k = 0
    var out = ""
    for c in text {
        if c.isLetter, c.isASCII {
            out.append(Caesar(shift: shifts[k % shifts.count]).encrypt(String(c)))
            k += 1
        } else {
            out.append(c)
        }
    }
    return out
}
print(vigenere("attack at dawn", key: "lemon"))

// expect: Khoor, Zruog! abc
// expect: Hello, World! xyz
// expect: Jul qvq gur puvpxra pebff gur ebnq?
// expect: Why did the chicken cross the road?
// expect: 1 bcdYZA
// expect: 25 zabWXY
// expect: 26 abcXYZ
// expect: 27 bcdYZA
// expect: -1 zabWXY
// expect: -27 zabWXY
// expect: Fjvsg é 2024
// expect: tlla tl ha aol whyr
// expect: shift 7: meet me at the park
// expect: l=4 a=3 h=2
// expect: lxfopv ef rnhr
