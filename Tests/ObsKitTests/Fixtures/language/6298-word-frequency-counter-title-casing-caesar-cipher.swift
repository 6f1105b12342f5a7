// Bootcamp exercise style (string processing): a word-frequency counter, title-casing, a Caesar cipher and run-length encoding
import Foundation

let text = """
The cat sat on the mat. The mat was flat,
and the cat was happy on that mat!
"""

let words = text.lowercased()
    .split(whereSeparator: { !$0.isLetter })
    .map(String.init)
print("Words: \(words.count)")

var freq: [String: Int] = [:]
words.forEach { freq[$0, default: 0] += 1 }
let ranked = freq.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
for (word, count) in ranked.prefix(4) {
    print("\(word.padding(5)) \(String(repeating: "*", count: count)) \(count)")
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

func caesar(_ s: String, shift: Int) -> String {
    let a = Int(Character("a").asciiValue!)
    return String(s.map { ch -> Character in
        guard let v = ch.asciiValue, ch.isLowercase else { return ch }
        let shifted = (Int(v) - a + shift % 26 + 26) % 26 + a
        return Character(UnicodeScalar(UInt8(shifted)))
    })
}
let secret = caesar("meet at the zoo", shift: 3)
print(secret, "|", caesar(secret, shift: -3))

func runLength(_ s: String) -> String {
    var result = ""
    var previous: Character?
    var count = 0
    for ch in s {
        if ch == previous {
            count += 1
        } else {
            if let p = previous { result += "\(count)\(p)" }
            previous = ch
            count = 1
        }
    }
    if let p = previous { result += "\(count)\(p)" }
    return result
}
print(runLength("aaabccddddde"), runLength(""), runLength("x"))

let firstLine = text.split(separator: "\n").first!
print(firstLine.uppercased())
print(text.components(separatedBy: "\n").count)
let sentence = "  extra   spaces everywhere  "
print("[\(sentence.split(separator: " ").joined(separator: " "))]")
print(String("hello".reversed()), "Hello".replacingOccurrences(of: "l", with: "L"))
let vowelsRemoved = String("programming".filter { !"aeiou".contains($0) })
print(vowelsRemoved, "ABC".unicodeScalars.map { $0.value })

// expect: Words: 18
// expect: the   **** 4
// expect: mat   *** 3
// expect: cat   ** 2
// expect: on    ** 2
// expect: phhw dw wkh crr | meet at the zoo
// expect: 3a1b2c5d1e  1x
// expect: THE CAT SAT ON THE MAT. THE MAT WAS FLAT,
// expect: 2
// expect: [extra spaces everywhere]
// expect: olleh HeLLo
// expect: prgrmmng [65, 66, 67]
