// Hacking with Swift style (Caesar and Vigenère ciphers): shifting letters via asciiValue and keeping case and punctuation
func caesar(_ text: String, shift: Int) -> String {
    let k = ((shift % 26) + 26) % 26
    return String(text.map { ch -> Character in
        guard let a = ch.asciiValue, ch.isLetter else { return ch }
        let base: UInt8 = ch.isUppercase ? 65 : 97
        return Character(Unicode.Scalar(base + (a - base + UInt8(k)) % 26))
    })
}

func vigenere(_ text: String, key: String, decrypt: Bool = false) -> String {
    let shifts = key.lowercased().compactMap { $0.asciiValue }.map { Int($0) - 97 }
    var i = 0
    var out = ""
    for ch in text {
        if ch.isLetter && ch.isASCII {
            let s = shifts[i % shifts.count]
            out += caesar(String(ch), shift: decrypt ? -s : s)
            i += 1
        } else {
            out.append(ch)
        }
    }
    return out
}

let message = "Attack at Dawn, Zebra!"
for shift in [1, 3, 13, 25, -1, 52] {
    print(shift, caesar(message, shift: shift))
}
let secret = vigenere(message, key: "LEMON")
print(secret)
print(vigenere(secret, key: "LEMON", decrypt: true))

func crack(_ cipher: String) -> Int {
    var best = 0, bestScore = -1
    for k in 0..<26 {
        let candidate = caesar(cipher, shift: -k).lowercased()
        let score = candidate.filter { "etaoin ".contains($0) }.count
        if score > bestScore { bestScore = score; best = k }
    }
    return best
}
let hidden = caesar("meet me near the old oak tree at noon", shift: 7)
print(hidden)
let k = crack(hidden)
print("key", k, "->", caesar(hidden, shift: -k))

// expect: 1 Buubdl bu Ebxo, Afcsb!
// expect: 3 Dwwdfn dw Gdzq, Cheud!
// expect: 13 Nggnpx ng Qnja, Mroen!
// expect: 25 Zsszbj zs Czvm, Ydaqz!
// expect: -1 Zsszbj zs Czvm, Ydaqz!
// expect: 52 Attack at Dawn, Zebra!
// expect: Lxfopv ef Rnhr, Lsoce!
// expect: Attack at Dawn, Zebra!
// expect: tlla tl ulhy aol vsk vhr ayll ha uvvu
// expect: key 7 -> meet me near the old oak tree at noon
