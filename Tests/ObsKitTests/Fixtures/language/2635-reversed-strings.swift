// Compiler test style: reversed() on strings keeps grapheme clusters intact
let s = "ae\u{301}o\u{1F1EF}\u{1F1F5}"
let r = String(s.reversed())
print(r.count == s.count)
print(r.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
print(String(s.unicodeScalars.reversed().map(Character.init)).unicodeScalars.count)

let word = "stressed"
print(String(word.reversed()))
print(word.reversed().first!, word.reversed().last!)
let rev = word.reversed()
print(type(of: rev))
let idx = rev.firstIndex(of: "s")!
print(rev[idx], rev.distance(from: rev.startIndex, to: idx))

func isPalindrome(_ s: String) -> Bool {
    let letters = s.lowercased().filter { $0.isLetter }
    return letters.elementsEqual(letters.reversed())
}
print(isPalindrome("A man, a plan, a canal: Panama"))
print(isPalindrome("Swift"))
print([1, 2, 3].reversed().map { $0 * 10 })
print(Array("abc".reversed().enumerated().map { "\($0.offset)\($0.element)" }))
// expect: true
// expect: 1f1ef 1f1f5 6f 65 301 61
// expect: 6
// expect: desserts
// expect: d s
// expect: ReversedCollection<String>
// expect: s 2
// expect: true
// expect: false
// expect: [30, 20, 10]
// expect: ["0c", "1b", "2a"]
