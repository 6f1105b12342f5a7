// Tutorial style (notation): compact names and scientific notation for big numbers in a dashboard
import Foundation

let en = Locale(identifier: "en_US")

let stats: [(String, Int)] = [
    ("Followers", 1_250),
    ("Views", 987_654),
    ("Downloads", 12_400_000),
    ("Revenue", 3_200_000_000),
    ("Likes", 999),
]
for (label, value) in stats {
    print("\(label): \(value.formatted(.number.notation(.compactName).locale(en)))")
}

print(1500.formatted(.number.notation(.compactName).locale(Locale(identifier: "de_DE"))))
print(2_500_000.formatted(.number.notation(.compactName).locale(Locale(identifier: "fr_FR"))))

let avogadro = 6.02214076e23
print(avogadro.formatted(.number.notation(.scientific).locale(en)))
print(avogadro.formatted(.number.notation(.scientific).precision(.fractionLength(2)).locale(en)))
print(0.000314.formatted(.number.notation(.scientific).locale(en)))
print(123.formatted(.number.notation(.scientific).locale(en)))

print(1_234_567.formatted(.number.notation(.compactName).precision(.fractionLength(2)).locale(en)))
print(1_234_567.formatted(.number.notation(.automatic).locale(en)))
// expect: Followers: 1.2K
// expect: Views: 988K
// expect: Downloads: 12M
// expect: Revenue: 3.2B
// expect: Likes: 999
// expect: 1500
// expect: 2,5 M
// expect: 6.022141E23
// expect: 6.02E23
// expect: 3.14E-4
// expect: 1.23E2
// expect: 1.23M
// expect: 1,234,567
