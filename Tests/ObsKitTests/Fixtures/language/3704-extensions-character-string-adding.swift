// Swift book style: extensions on Character and String adding nested types and computed properties
extension Character {
    enum Kind: String {
        case vowel, consonant, digit, other
    }
    var kind: Kind {
        if isNumber { return .digit }
        guard isLetter else { return .other }
        return "aeiou".contains(lowercased()) ? .vowel : .consonant
    }
}

extension String {
    struct Stats: CustomStringConvertible {
        var vowels = 0, consonants = 0, digits = 0, other = 0
        var description: String { "v\(vowels) c\(consonants) d\(digits) o\(other)" }
    }
    var stats: Stats {
        var s = Stats()
        for ch in self {
            switch ch.kind {
            case .vowel: s.vowels += 1
            case .consonant: s.consonants += 1
            case .digit: s.digits += 1
            case .other: s.other += 1
            }
        }
        return s
    }
    subscript(charAt i: Int) -> Character {
        self[index(startIndex, offsetBy: i)]
    }
}

let phrase = "Route 66, Arizona!"
print(phrase.stats)
print(phrase.map { $0.kind.rawValue.prefix(1) }.joined())
let third = phrase[charAt: 2]
print(third, third.kind, type(of: third))
print(type(of: phrase.stats), Character.Kind.vowel)
let firstDigit = phrase.first { $0.kind == .digit }
print(firstDigit.map { "\($0) is \(type(of: $0))" } ?? "none")
// expect: v7 c5 d2 o4
// expect: cvvcvoddoovcvcvcvo
// expect: u vowel Character
// expect: Stats vowel
// expect: 6 is Character
