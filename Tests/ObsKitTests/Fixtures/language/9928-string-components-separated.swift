// Apple docs style (String components(separatedBy:)): splitting text with strings and character sets
import Foundation

let csvLine = "Kyle,Sarah,,Eli,Mireille"
let names = csvLine.components(separatedBy: ",")
print("count:", names.count)
for (i, name) in names.enumerated() {
    print("  [\(i)] '\(name)'")
}

// Empty pieces are kept; filter them out the way a learner would.
let nonEmpty = names.filter { !$0.isEmpty }
print("non-empty:", nonEmpty.joined(separator: " | "))

// Multi-character separator
let path = "usr::local::bin::swift"
let parts = path.components(separatedBy: "::")
print("parts:", parts)
print("last part:", parts.last ?? "none")

// Separator not present -> a single component with the whole string
let single = "no-separators-here".components(separatedBy: ";")
print("single:", single, single.count)

// Splitting on a CharacterSet
let sentence = "The quick  brown\tfox\njumps"
let words = sentence.components(separatedBy: .whitespacesAndNewlines)
print("raw word count:", words.count)
let cleaned = words.filter { !$0.isEmpty }
print("words:", cleaned)

let mixed = "a1b22c333d"
let letters = mixed.components(separatedBy: .decimalDigits).filter { !$0.isEmpty }
print("letters:", letters)
let digits = mixed.components(separatedBy: CharacterSet.decimalDigits.inverted).filter { !$0.isEmpty }
print("digit runs:", digits)

// Parsing key=value pairs
let config = "width=800;height=600;title=Main Window;depth="
var settings: [String: String] = [:]
for pair in config.components(separatedBy: ";") {
    let kv = pair.components(separatedBy: "=")
    guard kv.count == 2 else { continue }
    settings[kv[0]] = kv[1]
}
for key in settings.keys.sorted() {
    print("  \(key) -> '\(settings[key]!)'")
}

// Separating on a custom CharacterSet of punctuation
let punct = CharacterSet(charactersIn: ".,!?")
let shout = "Hello, world! How are you? Fine."
let chunks = shout.components(separatedBy: punct)
    .map { $0.trimmingCharacters(in: .whitespaces) }
    .filter { !$0.isEmpty }
print("chunks:", chunks)

// Compare with split(separator:), which drops empties by default
let viaSplit = csvLine.split(separator: ",").map(String.init)
print("split count:", viaSplit.count, "components count:", names.count)
let empty = "".components(separatedBy: ",")
print("empty string components:", empty, empty.count)

// expect: count: 5
// expect:   [0] 'Kyle'
// expect:   [1] 'Sarah'
// expect:   [2] ''
// expect:   [3] 'Eli'
// expect:   [4] 'Mireille'
// expect: non-empty: Kyle | Sarah | Eli | Mireille
// expect: parts: ["usr", "local", "bin", "swift"]
// expect: last part: swift
// expect: single: ["no-separators-here"] 1
// expect: raw word count: 6
// expect: words: ["The", "quick", "brown", "fox", "jumps"]
// expect: letters: ["a", "b", "c", "d"]
// expect: digit runs: ["1", "22", "333"]
// expect:   depth -> ''
// expect:   height -> '600'
// expect:   title -> 'Main Window'
// expect:   width -> '800'
// expect: chunks: ["Hello", "world", "How are you", "Fine"]
// expect: split count: 4 components count: 5
// expect: empty string components: [""] 1
