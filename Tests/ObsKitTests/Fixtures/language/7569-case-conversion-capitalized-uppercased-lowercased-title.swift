// Tutorial style (case conversion): capitalized, uppercased, lowercased and title-casing headlines
import Foundation

let samples = ["hello world", "HELLO WORLD", "mcDonald's big-mac", "123abc def", "the 2nd time", "éclair à la crème", "ﬁsh straße"]

for s in samples {
    print(s, "|", s.capitalized, "|", s.uppercased(), "|", s.lowercased())
}

let smallWords: Set<String> = ["a", "an", "the", "and", "of", "in", "on", "for", "to"]
func titleCase(_ s: String) -> String {
    let words = s.lowercased().components(separatedBy: " ")
    return words.enumerated().map { i, w in
        if i > 0 && i < words.count - 1 && smallWords.contains(w) { return w }
        return w.prefix(1).uppercased() + w.dropFirst()
    }.joined(separator: " ")
}

for h in ["the lord of the rings", "A TALE OF TWO CITIES", "war and peace", "gone with the wind"] {
    print(titleCase(h))
}

func sentenceCase(_ s: String) -> String {
    guard let first = s.first else { return s }
    return String(first).uppercased() + s.dropFirst().lowercased()
}
print(sentenceCase("tHIS IS A SENTENCE."))
print(sentenceCase(""))

let en = Locale(identifier: "en_US")
print("istanbul".uppercased(with: en), "TITLE".lowercased(with: en))
print("swift by example".capitalized(with: en))
print("ǆungla".capitalized, "ǆungla".uppercased())
let mixed = "someVariableName"
let spaced = mixed.unicodeScalars.reduce("") { acc, u in
    CharacterSet.uppercaseLetters.contains(u) ? acc + " " + String(u) : acc + String(u)
}
print(spaced.capitalized)
// expect: hello world | Hello World | HELLO WORLD | hello world
// expect: HELLO WORLD | Hello World | HELLO WORLD | hello world
// expect: mcDonald's big-mac | Mcdonald's Big-Mac | MCDONALD'S BIG-MAC | mcdonald's big-mac
// expect: 123abc def | 123Abc Def | 123ABC DEF | 123abc def
// expect: the 2nd time | The 2Nd Time | THE 2ND TIME | the 2nd time
// expect: éclair à la crème | Éclair À La Crème | ÉCLAIR À LA CRÈME | éclair à la crème
// expect: ﬁsh straße | Fish Straße | FISH STRASSE | ﬁsh straße
// expect: The Lord of the Rings
// expect: A Tale of Two Cities
// expect: War and Peace
// expect: Gone With the Wind
// expect: This is a sentence.
// expect:
// expect: ISTANBUL title
// expect: Swift By Example
// expect: ǅungla ǄUNGLA
// expect: Some Variable Name
