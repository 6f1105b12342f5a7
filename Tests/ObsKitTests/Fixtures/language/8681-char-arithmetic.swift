// Kata style (Caesar & Vigenère ciphers): Character arithmetic via asciiValue and unicodeScalars
func shift(_ ch: Character, by amount: Int) -> Character {
    guard let ascii = ch.asciiValue, ch.isLetter else { return ch }
    let base: UInt8 = ch.isUppercase ? 65 : 97
    let offset = (Int(ascii - base) + amount % 26 + 26) % 26
    return Character(UnicodeScalar(base + UInt8(offset)))
}

func caesar(_ text: String, _ key: Int) -> String { String(text.map { shift($0, by: key) }) }

let message = "Attack at Dawn, Zebra!"
let secret = caesar(message, 3)
print("Caesar +3: \(secret)")
print("Back:      \(caesar(secret, -3))")
print("ROT13 x2:  \(caesar(caesar(message, 13), 13))")

func vigenere(_ text: String, key: String, decrypt: Bool = false) -> String {
    let shifts = key.lowercased().unicodeScalars.map { Int($0.value) - 97 }
    var i = 0
    var out = ""
    for ch in text {
        if ch.isLetter {
            out.append(shift(ch, by: decrypt ? -shifts[i % shifts.count] : shifts[i % shifts.count]))
            i += 1
        } else {
            out.append(ch)
        }
    }
    return out
}
let v = vigenere("Meet me at the Fountain", key: "Lemon")
print("Vigenere:  \(v)")
print("Decrypted: \(vigenere(v, key: "Lemon", decrypt: true))")

let counts = message.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic }
    .reduce(into: [Int](repeating: 0, count: 26)) { $0[Int($1.value) - 97] += 1 }
let histogram = counts.enumerated().filter { $0.element > 1 }
    .map { "\(Character(UnicodeScalar(UInt8($0.offset) + 97)))\($0.element)" }
print("Repeated letters: \(histogram.joined(separator: " "))")

let isbn = "3-598-21508-8"
let digits = isbn.compactMap { $0.wholeNumberValue }
let checksum = zip(digits, stride(from: 10, to: 0, by: -1)).map(*).reduce(0, +)
print("ISBN \(isbn) valid: \(checksum % 11 == 0)")

let columnTitle = "AZ"
let columnNumber = columnTitle.unicodeScalars.reduce(0) { $0 * 26 + Int($1.value - 64) }
print("Column \(columnTitle) = \(columnNumber)")
var n = 705, title = ""
while n > 0 {
    n -= 1
    title = String(UnicodeScalar(UInt8(65 + n % 26))) + title
    n /= 26
}
print("Column 705 = \(title)")
print("Scalar of é: \("é".unicodeScalars.map { $0.value }), ascii of é: \(String(describing: Character("é").asciiValue))")

// expect: Caesar +3: Dwwdfn dw Gdzq, Cheud!
// expect: Back:      Attack at Dawn, Zebra!
// expect: ROT13 x2:  Attack at Dawn, Zebra!
// expect: Vigenere:  Xiqh zp ef hup Jaiaeeub
// expect: Decrypted: Meet me at the Fountain
// expect: Repeated letters: a5 t3
// expect: ISBN 3-598-21508-8 valid: true
// expect: Column AZ = 52
// expect: Column 705 = AAC
// expect: Scalar of é: [233], ascii of é: nil
