// caesar-vigenere
// expected output: swiftc 6.3.1 (Linux), run on this machine

func shift(_ ch: Character, by k: Int) -> Character {
    guard let ascii = ch.asciiValue, ch.isLetter else { return ch }
    let base: UInt8 = ch.isUppercase ? 65 : 97
    let offset = (Int(ascii - base) + k % 26 + 26) % 26
    return Character(Unicode.Scalar(base + UInt8(offset)))
}

func caesar(_ s: String, _ k: Int) -> String { String(s.map { shift($0, by: k) }) }

func vigenere(_ s: String, key: String, decrypt: Bool = false) -> String {
    let shifts = key.lowercased().compactMap { $0.asciiValue.map { Int($0) - 97 } }
    var i = 0
    var out = ""
    for ch in s {
        if ch.isLetter && ch.isASCII {
            let k = shifts[i % shifts.count]
            out.append(shift(ch, by: decrypt ? -k : k))
            i += 1
        } else {
            out.append(ch)
        }
    }
    return out
}

func letterFrequencies(_ s: String) -> [Character: Int] {
    s.lowercased().filter(\.isLetter).reduce(into: [:]) { $0[$1, default: 0] += 1 }
}

func crackCaesar(_ cipher: String) -> Int {
    // assume the most common letter is 'e'
    let freq = letterFrequencies(cipher)
    let top = freq.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }!.key
    return (Int(top.asciiValue!) - 101 + 26) % 26
}

let message = "Meet me near the old tree at seven, bring the green sheet!"
let secret = caesar(message, 3)
print(secret)
print(caesar(secret, -3))
print(caesar("xyz XYZ", 4), caesar("abc", 26), caesar("abc", -27))
let rot13 = caesar("Hello, World", 13)
print(rot13, caesar(rot13, 13))
let guess = crackCaesar(caesar(message, 11))
print("cracked key:", guess, "->", caesar(caesar(message, 11), -guess).prefix(14))
let v = vigenere("Attack at dawn!", key: "LEMON")
print(v, "|", vigenere(v, key: "LEMON", decrypt: true))
print(vigenere("Ünïcode stays, ok", key: "b"))
let counts = letterFrequencies(message)
print(counts.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.prefix(4).map { "\($0.key):\($0.value)" })
let atbash = String(message.prefix(9).map { ch -> Character in
    guard let a = ch.asciiValue, ch.isLetter else { return ch }
    let base: UInt8 = ch.isUppercase ? 65 : 97
    return Character(Unicode.Scalar(base + 25 - (a - base)))
})
print(atbash)
print((1...3).map { caesar("Swift", $0) })

// expect: Phhw ph qhdu wkh rog wuhh dw vhyhq, eulqj wkh juhhq vkhhw!
// expect: Meet me near the old tree at seven, bring the green sheet!
// expect: bcd BCD abc zab
// expect: Uryyb, Jbeyq Hello, World
// expect: cracked key: 11 -> Meet me near t
// expect: Lxfopv ef rnhr! | Attack at dawn!
// expect: Üoïdpef tubzt, pl
// expect: ["e:14", "t:6", "n:4", "r:4"]
// expect: Nvvg nv m
// expect: ["Txjgu", "Uykhv", "Vzliw"]
