// Swift book style (grapheme clusters): reversing, counting and comparing strings with emoji and combining marks
let words = ["noël", "🇯🇵🇰🇷", "résumé", "👍🏽ok", "e\u{301}te\u{301}"]

for w in words {
    let reversed = String(w.reversed())
    print(w, "->", reversed, w.count, w.unicodeScalars.count, w.utf8.count)
}

let family = "👨‍👩‍👧‍👦"
print(family.count, family.unicodeScalars.count)
print(family.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))

let thumbs = "👍🏽"
print(thumbs.count, Array(thumbs.unicodeScalars).count)
print(thumbs.first! == "👍", thumbs.hasPrefix("👍"))

func isPalindrome(_ s: String) -> Bool {
    let letters = s.lowercased().filter { $0.isLetter || $0.isNumber }
    return letters == String(letters.reversed())
}
print(isPalindrome("A man, a plan, a canal: Panama"))
print(isPalindrome("été"), isPalindrome("e\u{301}te\u{301}"))
print(isPalindrome("🙂x🙂"), isPalindrome("Swift"))

let accents = "Crème Brûlée"
let scalarsOnlyASCII = accents.unicodeScalars.filter { $0.isASCII }
print(String(String.UnicodeScalarView(scalarsOnlyASCII)))
print(accents.count, accents.utf8.count, accents.utf16.count)

let flagPair = "🇨🇦🇲🇽"
let idx = flagPair.index(after: flagPair.startIndex)
print(flagPair[..<idx], flagPair[idx...])
print(Array(flagPair).map { String($0) })
let zalgo = "a\u{300}\u{301}\u{302}b"
print(zalgo.count, zalgo.unicodeScalars.count, Array(zalgo).count)
print("\u{1F469}\u{200D}\u{1F4BB}".count)

// expect: noël -> lëon 4 4 5
// expect: 🇯🇵🇰🇷 -> 🇰🇷🇯🇵 2 4 16
// expect: résumé -> émusér 6 6 8
// expect: 👍🏽ok -> ko👍🏽 3 4 10
// expect: été -> été 3 5 7
// expect: 1 7
// expect: 1f468 200d 1f469 200d 1f467 200d 1f466
// expect: 1 2
// expect: false false
// expect: true
// expect: true true
// expect: true false
// expect: Crme Brle
// expect: 12 15 12
// expect: 🇨🇦 🇲🇽
// expect: ["🇨🇦", "🇲🇽"]
// expect: 2 5 2
// expect: 1
