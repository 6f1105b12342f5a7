// Rosetta Code style (Caesar cipher, Vigenère cipher): Character arithmetic through asciiValue and Character(UnicodeScalar(...))
func shift(_ ch: Character, by k: Int) -> Character {
    guard let v = ch.asciiValue, ch.isLetter else { return ch }
    let base: UInt8 = ch.isUppercase ? 65 : 97
    let offset = (Int(v - base) + k % 26 + 26) % 26
    return Character(UnicodeScalar(base + UInt8(offset)))
}

func caesar(_ s: String, _ k: Int) -> String { String(s.map { shift($0, by: k) }) }

func vigenere(_ s: String, key: String, decrypt: Bool = false) -> String {
    let shifts = key.uppercased().compactMap { $0.asciiValue }.map { Int($0) - 65 }
    var i = -1
    return String(s.map { ch in
        guard ch.isLetter else { return ch }
        i += 1
        return shift(ch, by: decrypt ? -shifts[i % shifts.count] : shifts[i % shifts.count])
    })
}

let plain = "The quick brown fox Jumped over the lazy Dog!"
let enc = caesar(plain, 11)
print(enc)
print(caesar(enc, -11))
let v = vigenere("Beware the Jabberwock, my son!", key: "vigenere")
print(v)
print(vigenere(v, key: "VIGENERE", decrypt: true))
print((0..<26).map { String(shift("a", by: $0 * 3)) }.joined())

// expect: Esp bftnv mczhy qzi Ufxapo zgpc esp wlkj Ozr!
// expect: The quick brown fox Jumped over the lazy Dog!
// expect: Wmceei klz Rgfoiiajkq, ql wfr!
// expect: Beware the Jabberwock, my son!
// expect: adgjmpsvybehknqtwzcfilorux
