// Puzzle style: Exercism rotational cipher plus brute-force Caesar cracking by letter frequency
func rotate(_ text: String, by shift: Int) -> String {
    let k = ((shift % 26) + 26) % 26
    var result = ""
    for ch in text {
        guard let ascii = ch.asciiValue, ch.isLetter else {
            result.append(ch)
            continue
        }
        let base: UInt8 = ch.isUppercase ? 65 : 97
        let shifted = (Int(ascii - base) + k) % 26 + Int(base)
        result.append(Character(UnicodeScalar(UInt8(shifted))))
    }
    return result
}

func score(_ text: String) -> Int {
    let common: Set<Character> = ["e", "t", "a", "o", "i", "n", " "]
    return text.lowercased().filter { common.contains($0) }.count
}

let plain = "The quick brown fox jumps over the lazy dog!"
print(rotate(plain, by: 13))
print(rotate(rotate(plain, by: 13), by: 13))
print(rotate("OMG", by: 5))
print(rotate("Testing 1 2 3 testing", by: 4))
print(rotate("abc xyz", by: -3))
print(rotate("Let's eat, Grandma!", by: 21))

let secret = rotate("attack at dawn and retreat at noon", by: 7)
print("Ciphertext: \(secret)")
var bestShift = 0
var bestScore = -1
for shift in 0..<26 {
    let candidate = rotate(secret, by: -shift)
    let s = score(candidate)
    if s > bestScore {
        bestScore = s
        bestShift = shift
    }
}
print("Cracked shift \(bestShift) score \(bestScore): \(rotate(secret, by: -bestShift))")

let counts = secret.filter(\.isLetter).reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
let top = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
print("Top letters: " + top.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))
let atbash = String(plain.lowercased().map { ch -> Character in
    guard let v = ch.asciiValue, ch.isLetter else { return ch }
    return Character(UnicodeScalar(219 - v))
})
print("Atbash: \(atbash)")
// expect: Gur dhvpx oebja sbk whzcf bire gur ynml qbt!
// expect: The quick brown fox jumps over the lazy dog!
// expect: TRL
// expect: Xiwxmrk 1 2 3 xiwxmrk
// expect: xyz uvw
// expect: Gzo'n zvo, Bmviyhv!
// expect: Ciphertext: haahjr ha khdu huk ylaylha ha uvvu
// expect: Cracked shift 7 score 27: attack at dawn and retreat at noon
// expect: Top letters: h=7, a=6, u=4
// expect: Atbash: gsv jfrxp yildm ulc qfnkh levi gsv ozab wlt!
