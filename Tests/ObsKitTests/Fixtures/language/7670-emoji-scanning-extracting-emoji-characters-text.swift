// Blog style (emoji scanning): extracting emoji Characters from text
let message = "Great job 👏🏽! See you 🇧🇷 soon 😀❤️ #1"
func isEmoji(_ ch: Character) -> Bool {
    guard let first = ch.unicodeScalars.first else { return false }
    return first.properties.isEmojiPresentation || ch.unicodeScalars.count > 1 && first.properties.isEmoji
}
let found = message.filter(isEmoji)
print(found, found.count)
for e in found {
    print(e, e.unicodeScalars.count, e.utf8.count)
}
let textOnly = message.filter { !isEmoji($0) }
print(textOnly)
let heart: Character = "❤️"
print(heart.unicodeScalars.map { String($0.value, radix: 16) })
print("#".unicodeScalars.first!.properties.isEmoji, Character("#").isSymbol, Character("#").isPunctuation)
// expect: 👏🏽🇧🇷😀❤️ 4
// expect: 👏🏽 2 8
// expect: 🇧🇷 2 8
// expect: 😀 1 4
// expect: ❤️ 2 6
// expect: Great job ! See you  soon  #1
// expect: ["2764", "fe0f"]
// expect: true false true
