// App code: a Caesar cipher over ASCII letters with asciiValue (UInt8) arithmetic and Character(UnicodeScalar(_:)).
// Expected output: swiftc 6.3.1 on this machine.
func shift(_ text: String, by amount: Int) -> String {
    String(text.map { character -> Character in
        guard let ascii = character.asciiValue, character.isLetter else { return character }
        let base: UInt8 = character.isUppercase ? 65 : 97
        let offset = (Int(ascii - base) + amount % 26 + 26) % 26
        return Character(UnicodeScalar(base + UInt8(offset)))
    })
}
let secret = shift("Hello, Swift 6!", by: 3)
print(secret)
print(shift(secret, by: -3))
print(shift("xyz XYZ", by: 29))

// expect: Khoor, Vzliw 6!
// expect: Hello, Swift 6!
// expect: abc ABC
