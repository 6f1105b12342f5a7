// Course style (Caesar cipher challenge): unicode scalars, modular arithmetic, round trips
func shift(_ ch: Character, by amount: Int) -> Character {
    guard let scalar = ch.unicodeScalars.first, ch.isASCII, ch.isLetter else { return ch }
    let base: UInt32 = ch.isUppercase ? 65 : 97
    let offset = Int(scalar.value - base)
    let shifted = ((offset + amount) % 26 + 26) % 26
    return Character(UnicodeScalar(base + UInt32(shifted))!)
}

func caesar(_ text: String, key: Int) -> String {
    return String(text.map { shift($0, by: key) })
}

let message = "Meet me at the Old Mill, 9pm!"
let secret = caesar(message, key: 3)
print("Plain:   \(message)")
print("Cipher:  \(secret)")
print("Decoded: \(caesar(secret, key: -3))")
print("ROT13 twice equals original: \(caesar(caesar(message, key: 13), key: 13) == message)")
print("Key 29 same as key 3: \(caesar(message, key: 29) == secret)")

// Brute force: find the key that produces a known word
let intercepted = "Wkh hdjoh odqgv dw gdzq"
for key in 1...25 {
    let attempt = caesar(intercepted, key: -key)
    if attempt.lowercased().contains("eagle") {
        print("Cracked with key \(key): \(attempt)")
        break
    }
}

// Letter frequency of the cipher text, most common first
var freq: [Character: Int] = [:]
for ch in intercepted.lowercased() where ch.isLetter {
    freq[ch, default: 0] += 1
}
let top = freq.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
for (letter, n) in top {
    print("'\(letter)' appears \(n) times")
}

let alphabet = "abcdefghijklmnopqrstuvwxyz"
print("Shifted alphabet (5): \(caesar(alphabet, key: 5))")
print("Ascii values of 'Hi': \("Hi".unicodeScalars.map { $0.value })")

// expect: Plain:   Meet me at the Old Mill, 9pm!
// expect: Cipher:  Phhw ph dw wkh Rog Ploo, 9sp!
// expect: Decoded: Meet me at the Old Mill, 9pm!
// expect: ROT13 twice equals original: true
// expect: Key 29 same as key 3: true
// expect: Cracked with key 3: The eagle lands at dawn
// expect: 'd' appears 4 times
// expect: 'h' appears 3 times
// expect: 'g' appears 2 times
// expect: Shifted alphabet (5): fghijklmnopqrstuvwxyzabcde
// expect: Ascii values of 'Hi': [72, 105]
