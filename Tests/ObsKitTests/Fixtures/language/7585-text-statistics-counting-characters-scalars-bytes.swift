// Tutorial style (text statistics): counting characters, scalars, bytes, sentences and vowels
import Foundation

let text = "Café au lait? Oui! 👨‍👩‍👧 Family time. Ça va... très bien."

print("characters:", text.count)
print("unicode scalars:", text.unicodeScalars.count)
print("utf16 units:", text.utf16.count, "NSString length:", (text as NSString).length)
print("utf8 bytes:", text.utf8.count, text.lengthOfBytes(using: .utf8))

let sentences = text.components(separatedBy: CharacterSet(charactersIn: ".?!"))
    .map { $0.trimmingCharacters(in: .whitespaces) }
    .filter { !$0.isEmpty }
print("sentences:", sentences.count)
for s in sentences { print(" -", s) }

let vowelSet = CharacterSet(charactersIn: "aeiouAEIOUéèàÉ")
let vowelCount = text.unicodeScalars.filter { vowelSet.contains($0) }.count
print("vowels:", vowelCount)

let letters = text.unicodeScalars.filter { CharacterSet.letters.contains($0) }.count
let spaces = text.unicodeScalars.filter { CharacterSet.whitespaces.contains($0) }.count
let punct = text.unicodeScalars.filter { CharacterSet.punctuationCharacters.contains($0) }.count
print("letters \(letters), spaces \(spaces), punctuation \(punct)")

let family = "👨‍👩‍👧"
print(family.count, family.unicodeScalars.count, family.utf16.count, family.utf8.count)
print(family.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))

let decomposed = "e\u{301}"
let precomposed = "é"
print(decomposed == precomposed, decomposed.count, decomposed.unicodeScalars.count)
print((decomposed as NSString).length, (precomposed as NSString).length)
print(decomposed.precomposedStringWithCanonicalMapping.unicodeScalars.count)
print(precomposed.decomposedStringWithCanonicalMapping.unicodeScalars.count)

var frequencies: [Character: Int] = [:]
for ch in text.lowercased() where ch.isLetter { frequencies[ch, default: 0] += 1 }
let top = frequencies.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
print(top.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
// expect: characters: 53
// expect: unicode scalars: 57
// expect: utf16 units: 60 NSString length: 60
// expect: utf8 bytes: 73 73
// expect: sentences: 5
// expect:  - Café au lait
// expect:  - Oui
// expect:  - 👨‍👩‍👧 Family time
// expect:  - Ça va
// expect:  - très bien
// expect: vowels: 18
// expect: letters 35, spaces 10, punctuation 7
// expect: 1 5 8 18
// expect: 1f468 200d 1f469 200d 1f467
// expect: true 1 2
// expect: 2 1
// expect: 1
// expect: 2
// expect: a=6 i=5 t=3
