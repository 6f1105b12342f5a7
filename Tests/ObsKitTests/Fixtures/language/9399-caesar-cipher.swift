// Caesar and Vigenere ciphers over ASCII letters, preserving case and punctuation (expected output from swiftc 6.3.1 on Linux)
func shift(_ ch: Character, by amount: Int) -> Character {
    guard let ascii = ch.asciiValue, ch.isLetter else { return ch }
    let base: UInt8 = ch.isUppercase ? 65 : 97
    let offset = (Int(ascii - base) + amount % 26 + 26) % 26
    return Character(UnicodeScalar(base + UInt8(offset)))
}

func caesar(_ text: String, shift amount: Int) -> String {
    String(text.map { shift($0, by: amount) })
}

func vigenere(_ text: String, key: String, decrypt: Bool = false) -> String {
    let shifts = key.lowercased().compactMap { $0.asciiValue }.map { Int($0) - 97 }
    var index = 0
    var output = ""
    for ch in text {
        if ch.isLetter && ch.isASCII {
            let s = shifts[index % shifts.count]
            output.append(shift(ch, by: decrypt ? -s : s))
            index += 1
        } else {
            output.append(ch)
        }
    }
    return output
}

let message = "Meet me at the Old Bridge, 7pm!"
let secret = caesar(message, shift: 3)
print(secret)
print(caesar(secret, shift: -3))
print(caesar("xyz XYZ", shift: 4))
print(caesar("abc", shift: -27))
print(caesar(message, shift: 13) == caesar(caesar(message, shift: 13), shift: 26))

let rot13Twice = caesar(caesar("Hello, World", shift: 13), shift: 13)
print(rot13Twice)

let encoded = vigenere("Attack at dawn", key: "LEMON")
print(encoded)
print(vigenere(encoded, key: "LEMON", decrypt: true))

func crack(_ cipher: String, knownWord: String) -> Int? {
    (0..<26).first { caesar(cipher, shift: -$0).lowercased().contains(knownWord) }
}
let mystery = caesar("the treasure is under the oak", shift: 11)
print(mystery)
if let key = crack(mystery, knownWord: "treasure") {
    print("key \(key): \(caesar(mystery, shift: -key))")
}
let letterCounts = mystery.filter(\.isLetter).reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
let common = letterCounts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }!
print("most common cipher letter: \(common.key) x\(common.value)")
// expect: Phhw ph dw wkh Rog Eulgjh, 7sp!
// expect: Meet me at the Old Bridge, 7pm!
// expect: bcd BCD
// expect: zab
// expect: true
// expect: Hello, World
// expect: Lxfopv ef rnhr
// expect: Attack at dawn
// expect: esp ecpldfcp td fyopc esp zlv
// expect: key 11: the treasure is under the oak
// expect: most common cipher letter: p x5
