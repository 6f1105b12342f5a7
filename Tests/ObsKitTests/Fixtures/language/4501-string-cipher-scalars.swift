// Swift book style: Strings and Characters + Functions + Advanced Operators - caesar/rot13 via unicode scalars, run-length encoding, XOR checksum
// known-gap: line 13: expected 'longest word: ["i", "n", "t", "u", "i", "t", "i", "v", "e"] (9)', got 'longest word: intuitive (9)'
func shift(_ ch: Character, by n: Int) -> Character {
    guard let scalar = ch.unicodeScalars.first, ch.unicodeScalars.count == 1 else { return ch }
    let v = scalar.value
    func rotate(base: UInt32) -> Character {
        let offset = (Int(v - base) + n % 26 + 26) % 26
        return Character(UnicodeScalar(base + UInt32(offset))!)
    }
    switch v {
    case 65...90: return rotate(base: 65)
    case 97...122: return rotate(base: 97)
    default: return ch
    }
}
func caesar(_ s: String, _ n: Int) -> String { String(s.map { shift($0, by: n) }) }
let message = "Hello, World! Zebra-123"
let secret = caesar(message, 3)
print(secret)
print(caesar(secret, -3))
print(caesar(caesar(message, 13), 13) == message, caesar("abcxyz", 13))

func runLengthEncode(_ s: String) -> String {
    var out = ""
    var current: Character?
    var count = 0
    for ch in s {
        if ch == current {
            count += 1
        } else {
            if let c = current { out += count > 1 ? "\(count)\(c)" : "\(c)" }
            current = ch
            count = 1
        }
    }
    if let c = current { out += count > 1 ? "\(count)\(c)" : "\(c)" }
    return out
}
func runLengthDecode(_ s: String) -> String {
    var out = ""
    var digits = ""
    for ch in s {
        if ch.isNumber {
            digits.append(ch)
        } else {
            out += String(repeating: String(ch), count: Int(digits) ?? 1)
            digits = ""
        }
    }
    return out
}
for input in ["WWWWBBBWWC", "aabcccccaaa", "", "🍎🍎🍎🍐"] {
    let enc = runLengthEncode(input)
    print("\"\(input)\" -> \"\(enc)\" -> ok=\(runLengthDecode(enc) == input)")
}

func checksum(_ s: String) -> UInt8 {
    var sum: UInt8 = 0
    for byte in s.utf8 { sum ^= byte; sum = (sum << 1) | (sum >> 7) }
    return sum
}
print(checksum("abc"), checksum("acb"), checksum(""), checksum("The quick brown fox"))

func hexString(_ s: String) -> String {
    let digits = Array("0123456789abcdef")
    var out = ""
    for byte in s.utf8 {
        out.append(digits[Int(byte >> 4)])
        out.append(digits[Int(byte & 0x0F)])
    }
    return out
}
print(hexString("Swift"), hexString("é"))

let word = "Mississippi"
var letterCounts: [Character: Int] = [:]
for ch in word.lowercased() { letterCounts[ch, default: 0] += 1 }
print(letterCounts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())
let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
let sentence = "Swift is a powerful and intuitive language"
let vowelCount = sentence.lowercased().filter { vowels.contains($0) }.count
print("vowels: \(vowelCount), words: \(sentence.split(separator: " ").count)")
let capitalized = sentence.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
print(capitalized)
let longest = sentence.split(separator: " ").max { $0.count < $1.count }!
print("longest word: \(longest) (\(longest.count))")
let acronym = String(sentence.split(separator: " ").compactMap { $0.first }).uppercased()
print(acronym)

let flag = "🇳🇴"
print(flag.count, flag.unicodeScalars.count, flag.utf8.count, flag.utf16.count)
let family = "👨‍👩‍👧"
print(family.count, family.unicodeScalars.count)
let scalars = "AZaz09".unicodeScalars.map { $0.value }
print(scalars, scalars.reduce(0, ^))
var built = ""
for v in stride(from: 0x41, through: 0x5A, by: 5) { built.unicodeScalars.append(UnicodeScalar(UInt8(v))) }
print(built)

// expect: Khoor, Zruog! Cheud-123
// expect: Hello, World! Zebra-123
// expect: true nopklm
// expect: "WWWWBBBWWC" -> "4W3B2WC" -> ok=true
// expect: "aabcccccaaa" -> "2ab5c3a" -> ok=true
// expect: "" -> "" -> ok=true
// expect: "🍎🍎🍎🍐" -> "3🍎🍐" -> ok=true
// expect: 68 66 0 161
// expect: 5377696674 c3a9
// expect: i4m1p2s4
// expect: vowels: 16, words: 7
// expect: Swift Is A Powerful And Intuitive Language
// expect: longest word: ["i", "n", "t", "u", "i", "t", "i", "v", "e"] (9)
// expect: SIAPAIL
// expect: 1 2 8 4
// expect: 1 5
// expect: [65, 90, 97, 122, 48, 57] 9
// expect: AFKPUZ
