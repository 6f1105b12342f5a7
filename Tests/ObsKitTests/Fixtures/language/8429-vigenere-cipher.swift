// Rosetta-style task: Caesar and Vigenère ciphers using unicodeScalars and a protocol
protocol Cipher {
    func encrypt(_ text: String) -> String
    func decrypt(_ text: String) -> String
}

func shift(_ ch: Character, by amount: Int) -> Character {
    guard let ascii = ch.asciiValue, ch.isLetter else { return ch }
    let base: UInt8 = ch.isUppercase ? 65 : 97
    let offset = (Int(ascii - base) + amount % 26 + 26) % 26
    return Character(UnicodeScalar(base + UInt8(offset)))
}

struct Caesar: Cipher {
    let key: Int
    func encrypt(_ text: String) -> String { String(text.map { shift($0, by: key) }) }
    func decrypt(_ text: String) -> String { String(text.map { shift($0, by: -key) }) }
}

struct Vigenere: Cipher {
    let shifts: [Int]
    init(key: String) {
        shifts = key.uppercased().compactMap { $0.asciiValue }.map { Int($0) - 65 }
    }
    private func apply(_ text: String, sign: Int) -> String {
        var i = 0
        var out = ""
        for ch in text.uppercased() where ch.isLetter {
            out.append(shift(ch, by: sign * shifts[i % shifts.count]))
            i += 1
        }
        return out
    }
    func encrypt(_ text: String) -> String { apply(text, sign: 1) }
    func decrypt(_ text: String) -> String { apply(text, sign: -1) }
}

let message = "The quick brown fox Jumped over the lazy Dog"
let ciphers: [(String, Cipher)] = [
    ("Caesar(11)", Caesar(key: 11)),
    ("ROT13", Caesar(key: 13)),
    ("Vigenere(LEMON)", Vigenere(key: "LEMON")),
]
for (name, cipher) in ciphers {
    let e = cipher.encrypt(message)
    print("\(name): \(e)")
    print("  back: \(cipher.decrypt(e))")
}

let v = Vigenere(key: "VIGENERECIPHER")
let rc = "Beware the Jabberwock, my son! The jaws that bite, the claws that catch!"
let enc = v.encrypt(rc)
print(enc)
print(v.decrypt(enc))

// expect: Caesar(11): Esp bftnv mczhy qzi Ufxapo zgpc esp wlkj Ozr
// expect:   back: The quick brown fox Jumped over the lazy Dog
// expect: ROT13: Gur dhvpx oebja sbk Whzcrq bire gur ynml Qbt
// expect:   back: The quick brown fox Jumped over the lazy Dog
// expect: Vigenere(LEMON): ELQEHTGWPEZAZTBINGACPHAJRCXTSYLDKRBR
// expect:   back: THEQUICKBROWNFOXJUMPEDOVERTHELAZYDOG
// expect: WMCEEIKLGRPIFVMEUGXQPWQVIOIAVEYXUEKFKBTALVXTGAFXYEVKPAGY
// expect: BEWARETHEJABBERWOCKMYSONTHEJAWSTHATBITETHECLAWSTHATCATCH
