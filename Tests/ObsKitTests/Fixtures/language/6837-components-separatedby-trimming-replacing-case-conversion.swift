// Hacking with Swift style (Foundation string helpers): components(separatedBy:), trimming, replacing and case conversion
import Foundation

let raw = "   apple, Banana ,cherry,,  date pie  \n"
let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
print("[\(trimmed)]")
let parts = trimmed.components(separatedBy: ",")
print(parts.count)
let cleaned = parts
    .map { $0.trimmingCharacters(in: .whitespaces) }
    .filter { !$0.isEmpty }
print(cleaned)
print(cleaned.map { $0.capitalized }.joined(separator: " | "))
print(cleaned.map { $0.uppercased() })
print("HELLO wORLD".lowercased())

let phrase = "the cat sat on the mat"
print(phrase.replacingOccurrences(of: "at", with: "og"))
print(phrase.replacingOccurrences(of: "the ", with: ""))
print(phrase.capitalized)
print(phrase.components(separatedBy: " ").count)

let multi = "a-b_c d"
let pieces = multi.components(separatedBy: CharacterSet(charactersIn: "-_ "))
print(pieces)

let punctuated = "...Hello!!!"
print(punctuated.trimmingCharacters(in: .punctuationCharacters))
print("xxhixx".trimmingCharacters(in: CharacterSet(charactersIn: "x")))
let digitsOnly = "Tel: +1 (555) 010-9999".components(separatedBy: CharacterSet.decimalDigits.inverted).joined()
print(digitsOnly)

print(phrase.contains("sat"), phrase.hasPrefix("the"), phrase.hasSuffix("cat"))
if let r = phrase.range(of: "on") {
    print(phrase[r.upperBound...])
}
print("Swift".padding(toLength: 8, withPad: ".", startingAt: 0) + "|")
print("Swift".padding(toLength: 3, withPad: ".", startingAt: 0) + "|")

// expect: [apple, Banana ,cherry,,  date pie]
// expect: 5
// expect: ["apple", "Banana", "cherry", "date pie"]
// expect: Apple | Banana | Cherry | Date Pie
// expect: ["APPLE", "BANANA", "CHERRY", "DATE PIE"]
// expect: hello world
// expect: the cog sog on the mog
// expect: cat sat on mat
// expect: The Cat Sat On The Mat
// expect: 6
// expect: ["a", "b", "c", "d"]
// expect: Hello
// expect: hi
// expect: 15550109999
// expect: true true false
// expect:  the mat
// expect: Swift...|
// expect: Swi|
