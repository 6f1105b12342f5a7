// Blog style (scalar properties): emoji detection with Unicode.Scalar.Properties
let mixed = "Go 🚀 now ✅ 3 #"
for scalar in mixed.unicodeScalars {
    let p = scalar.properties
    if p.isEmoji {
        print("\(scalar) isEmoji presentation=\(p.isEmojiPresentation)")
    }
}
let onlyEmoji = mixed.unicodeScalars.filter { $0.properties.isEmojiPresentation }
print("emoji presentation count: \(onlyEmoji.count)")
let digit: Unicode.Scalar = "3"
print("'3' isEmoji:", digit.properties.isEmoji, "presentation:", digit.properties.isEmojiPresentation)
let letter: Unicode.Scalar = "G"
print("G alphabetic:", letter.properties.isAlphabetic, "upper:", letter.properties.isUppercase)
// expect: 🚀 isEmoji presentation=true
// expect: ✅ isEmoji presentation=true
// expect: 3 isEmoji presentation=false
// expect: # isEmoji presentation=false
// expect: emoji presentation count: 2
// expect: '3' isEmoji: true presentation: false
// expect: G alphabetic: true upper: true
