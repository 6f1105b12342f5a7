// Blog style (general category): printing the Unicode general category of scalars
let probe = "a Z 9 , € ́"
for scalar in probe.unicodeScalars where scalar != " " {
    print(scalar.value, scalar.properties.generalCategory)
}
func kind(_ s: Unicode.Scalar) -> String {
    switch s.properties.generalCategory {
    case .lowercaseLetter, .uppercaseLetter: return "letter"
    case .decimalNumber: return "digit"
    case .otherPunctuation: return "punct"
    case .currencySymbol: return "money"
    case .nonspacingMark: return "mark"
    default: return "other"
    }
}
print(probe.unicodeScalars.map(kind).joined(separator: " "))
// expect: 97 lowercaseLetter
// expect: 90 uppercaseLetter
// expect: 57 decimalNumber
// expect: 44 otherPunctuation
// expect: 8364 currencySymbol
// expect: 769 nonspacingMark
// expect: letter other letter other digit other punct other money other mark
