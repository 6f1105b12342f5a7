// Compiler test style: switch over Character with ranges, tuples and where clauses
func classify(_ c: Character) -> String {
  switch c {
  case "a", "e", "i", "o", "u":
    return "vowel"
  case "a"..."z":
    return "consonant"
  case "A"..."Z":
    return "upper"
  case "0"..."9":
    return "digit"
  case _ where c.isWhitespace:
    return "space"
  case _ where c.isEmoji:
    return "emoji"
  default:
    return "other"
  }
}

extension Character {
  var isEmoji: Bool {
    return unicodeScalars.first.map { $0.properties.isEmojiPresentation } ?? false
  }
}

for c in "aB3 x!\u{1F600}" {
  print(c, classify(c))
}
// expect: a vowel
// expect: B upper
// expect: 3 digit
// expect:   space
// expect: x consonant
// expect: ! other
// expect: 😀 emoji
