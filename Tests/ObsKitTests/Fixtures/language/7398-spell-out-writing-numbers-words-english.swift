// Tutorial style (spell-out): writing numbers as words in English, French and German
import Foundation

func spell(_ n: Int, in identifier: String) -> String {
    let f = NumberFormatter()
    f.locale = Locale(identifier: identifier)
    f.numberStyle = .spellOut
    return f.string(from: NSNumber(value: n)) ?? "?"
}

let numbers = [0, 7, 21, 99, 100, 1984]
for n in numbers {
    print("\(n): \(spell(n, in: "en_US"))")
}

print("French:")
for n in [1, 17, 70, 80, 91] {
    print("  \(n) -> \(spell(n, in: "fr_FR"))")
}

print("German:")
for n in [1, 21, 100, 2024] {
    print("  \(n) -> \(spell(n, in: "de_DE"))")
}

let f = NumberFormatter()
f.locale = Locale(identifier: "en_US")
f.numberStyle = .spellOut
print(f.string(from: 3.5)!)
print(f.string(from: -12)!)
if let parsed = f.number(from: "forty-two") {
    print("Parsed: \(parsed.intValue)")
}
// expect: 0: zero
// expect: 7: seven
// expect: 21: twenty-one
// expect: 99: ninety-nine
// expect: 100: one hundred
// expect: 1984: one thousand nine hundred eighty-four
// expect: French:
// expect:   1 -> un
// expect:   17 -> dix-sept
// expect:   70 -> soixante-dix
// expect:   80 -> quatre-vingts
// expect:   91 -> quatre-vingt-onze
// expect: German:
// expect:   1 -> eins
// expect:   21 -> ein­und­zwanzig
// expect:   100 -> ein­hundert
// expect:   2024 -> zwei­tausend­vier­und­zwanzig
// expect: three point five
// expect: minus twelve
// expect: Parsed: 42
