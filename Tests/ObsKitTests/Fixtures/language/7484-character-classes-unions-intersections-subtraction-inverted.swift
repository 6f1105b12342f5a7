// RegexBuilder style (character classes): unions, intersections, subtraction, inverted classes and anyOf
import RegexBuilder

let sample = "Hello, World! 42 apples_and 7 pears; x=3.5 #tag"

let vowels = CharacterClass.anyOf("aeiouAEIOU")
let letters = CharacterClass("a"..."z").union(CharacterClass("A"..."Z"))
let consonants = letters.subtracting(vowels)
let hexish = CharacterClass.hexDigit.intersection(letters)

func all(_ cls: CharacterClass, in s: String) -> String {
    s.matches(of: Regex { cls }).map { String($0.output) }.joined()
}

print("vowels:", all(vowels, in: sample))
print("consonants:", all(consonants, in: sample))
print("hex letters:", all(hexish, in: sample))
print("punct-ish:", all(CharacterClass.word.union(.whitespace).inverted, in: sample))

let identifier = Regex {
    One(letters.union(.anyOf("_")))
    ZeroOrMore(.word)
}
print(sample.matches(of: identifier).map { String($0.output) })

let notDigits = Regex { OneOrMore(.digit.inverted) }
print(sample.matches(of: notDigits).count)

let decimal = Regex {
    OneOrMore(.digit)
    Optionally {
        "."
        OneOrMore(.digit)
    }
}
print(sample.matches(of: decimal).map { String($0.output) })

let spaces = Regex { OneOrMore(.whitespace) }
print(sample.split(separator: spaces).count)

let symbols = CharacterClass.anyOf("#=;,!")
print(sample.replacing(Regex { symbols }, with: "_"))
print(sample.contains(Regex { CharacterClass.newlineSequence }))
// expect: vowels: eooaeaeaa
// expect: consonants: HllWrldpplsndprsxtg
// expect: hex letters: edaeadeaa
// expect: punct-ish: ,!;=.#
// expect: ["Hello", "World", "apples_and", "pears", "x", "tag"]
// expect: 5
// expect: ["42", "7", "3.5"]
// expect: 8
// expect: Hello_ World_ 42 apples_and 7 pears_ x_3.5 _tag
// expect: false
