// Big Nerd Ranch style (strings): unicode scalars, combining characters, canonical equivalence, indices and substrings
import Foundation
let playground = "Hello, playground"
var mutablePlayground = "Hello, mutable playground"
mutablePlayground += "!"
for c: Character in mutablePlayground where c.isUppercase || c == "!" {
    print("'\(c)'")
}
let oneCoolDude = "\u{1F60E}"
let aAcute = "\u{0061}\u{0301}"
print(oneCoolDude, aAcute)
for scalar in playground.unicodeScalars.prefix(5) {
    print("\(scalar.value) ", terminator: "")
}
print()
let aAcutePrecomposed = "\u{00E1}"
let b = (aAcute == aAcutePrecomposed)
print(b, aAcute.count, aAcutePrecomposed.count)
print(aAcute.unicodeScalars.count, aAcutePrecomposed.unicodeScalars.count)
print(aAcute.utf8.count, aAcutePrecomposed.utf16.count)

let start = playground.startIndex
let end = playground.index(start, offsetBy: 4)
let fifthCharacter = playground[end]
let range = start...end
let firstFive = playground[range]
print(fifthCharacter, firstFive, type(of: firstFive))
if let comma = playground.firstIndex(of: ",") {
    let after = playground.index(after: comma)
    print(playground[..<comma], "|", playground[after...].trimmingPrefix(" "))
}
let word = "cafés"
print(word.count, word.utf8.count, word.reversed().map(String.init).joined())
let flags = "🇯🇵🇺🇸"
print(flags.count, flags.unicodeScalars.count)
let family = "👨‍👩‍👧"
print(family.count, family.unicodeScalars.count, family.utf16.count)
var greeting = "Good morning"
greeting.insert(contentsOf: " and", at: greeting.index(greeting.startIndex, offsetBy: 4))
print(greeting)
greeting.removeSubrange(greeting.startIndex..<greeting.index(greeting.startIndex, offsetBy: 5))
print(greeting)
print(greeting.replacingOccurrences(of: "morning", with: "night"))
print(playground.hasPrefix("Hell"), playground.hasSuffix("ground"), playground.uppercased())
let chars: [Character] = ["7", "x", " ", "Ä", "½"]
for ch in chars {
    print(ch, ch.isNumber, ch.isLetter, ch.isWhitespace, ch.isASCII, ch.wholeNumberValue ?? -1)
}
print(Character("a").asciiValue!, String(UnicodeScalar(66)), Character(UnicodeScalar(0x41)!))

// expect: 'H'
// expect: '!'
// expect: 😎 á
// expect: 72 101 108 108 111 
// expect: true 1 1
// expect: 2 1
// expect: 3 1
// expect: o Hello Substring
// expect: Hello | playground
// expect: 5 6 séfac
// expect: 2 4
// expect: 1 5 8
// expect: Good and morning
// expect: and morning
// expect: and night
// expect: true true HELLO, PLAYGROUND
// expect: 7 true false false true 7
// expect: x false true false true -1
// expect:   false false true true -1
// expect: Ä false true false false -1
// expect: ½ true false false false -1
// expect: 97 B A
