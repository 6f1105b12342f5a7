// Rosetta Code style (Caesar and Vigenere ciphers): encryption with unicode scalars and a cipher protocol
protocol Cipher {
    func encrypt(_ text: String) -> String
    func decrypt(_ text: String) -> String
}
func shift(_ c: Character, by k: Int) -> Character {
    guard let a = c.asciiValue, c.isLetter else { return c }
    let base: UInt8 = c.isUppercase ? 65 : 97
    let off = (Int(a - base) + k % 26 + 26) % 26
    return Character(UnicodeScalar(base + UInt8(off)))
}
struct Caesar: Cipher {
    let key: Int
    func encrypt(_ text: String) -> String { String(text.map { shift($0, by: key) }) }
    func decrypt(_ text: String) -> String { String(text.map { shift($0, by: -key) }) }
}
struct Vigenere: Cipher {
    let key: [Int]
    init(key: String) { self.key = key.uppercased().compactMap { $0.asciiValue }.map { Int($0) - 65 } }
    private func apply(_ text: String, sign: Int) -> String {
        var i = 0
        var out = ""
        for ch in text.uppercased() where ch.isLetter {
            out.append(shift(ch, by: sign * key[i % key.count]))
            i += 1
        }
        return out
    }
    func encrypt(_ text: String) -> String { apply(text, sign: 1) }
    func decrypt(_ text: String) -> String { apply(text, sign: -1) }
}
let plain = "The quick brown fox Jumped over the lazy Dog!"
let ciphers: [(String, Cipher)] = [("Caesar 11", Caesar(key: 11)), ("Caesar -3", Caesar(key: -3)), ("Vigenere", Vigenere(key: "LEMON"))]
for (name, cipher) in ciphers {
    let enc = cipher.encrypt(plain)
    print("\(name): \(enc)")
    print("  back: \(cipher.decrypt(enc))")
}
print(Vigenere(key: "lemon").encrypt("attack at dawn"))
// expect: Caesar 11: Esp bftnv mczhy qzi Ufxapo zgpc esp wlkj Ozr!
// expect:   back: The quick brown fox Jumped over the lazy Dog!
// expect: Caesar -3: Qeb nrfzh yoltk clu Grjmba lsbo qeb ixwv Ald!
// expect:   back: The quick brown fox Jumped over the lazy Dog!
// expect: Vigenere: ELQEHTGWPEZAZTBINGACPHAJRCXTSYLDKRBR
// expect:   back: THEQUICKBROWNFOXJUMPEDOVERTHELAZYDOG
// expect: LXFOPVEFRNHR
