// Blog style (Caesar cipher): shifting letters through their Unicode scalar values
func caesar(_ text: String, shift: Int) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        let v = scalar.value
        var base: UInt32? = nil
        if v >= 65 && v <= 90 { base = 65 }
        if v >= 97 && v <= 122 { base = 97 }
        if let b = base {
            let offset = (Int(v - b) + shift % 26 + 26) % 26
            result.unicodeScalars.append(Unicode.Scalar(b + UInt32(offset))!)
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}
let plain = "Attack at Dawn, Zebra!"
let secret = caesar(plain, shift: 3)
print(secret)
print(caesar(secret, shift: -3))
print(caesar("abcxyz", shift: 29))
for s in [1, 13, 25] {
    print(s, caesar("Hello", shift: s))
}
print(caesar(caesar("ROT13 twice", shift: 13), shift: 13))
// expect: Dwwdfn dw Gdzq, Cheud!
// expect: Attack at Dawn, Zebra!
// expect: defabc
// expect: 1 Ifmmp
// expect: 13 Uryyb
// expect: 25 Gdkkn
// expect: ROT13 twice
