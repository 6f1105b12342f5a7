// Apple docs style (String trimmingCharacters(in:)): removing leading and trailing characters
import Foundation

let padded = "   \t Swift Foundation \n\n"
let trimmed = padded.trimmingCharacters(in: .whitespacesAndNewlines)
print("[\(trimmed)]", trimmed.count)

// .whitespaces does not remove newlines
let onlySpaces = padded.trimmingCharacters(in: .whitespaces)
print("has newline after .whitespaces:", onlySpaces.contains("\n"))
print("has tab after .whitespaces:", onlySpaces.contains("\t"))

// Interior whitespace is untouched
let interior = "  a   b   c  ".trimmingCharacters(in: .whitespaces)
print("[\(interior)]")

// Custom sets
let quoted = "\"\"hello\"\""
print(quoted.trimmingCharacters(in: CharacterSet(charactersIn: "\"")))

let decorated = "***!!Sale!!***"
print(decorated.trimmingCharacters(in: CharacterSet(charactersIn: "*!")))

let numbered = "0042007"
print(numbered.trimmingCharacters(in: CharacterSet(charactersIn: "0")))

// Trimming punctuation
let sentence = "...Wait, what?!"
print(sentence.trimmingCharacters(in: .punctuationCharacters))

// Trimming digits from both ends
let code = "123abc456def789"
print(code.trimmingCharacters(in: .decimalDigits))

// Everything trimmed -> empty string
let allSpace = "    "
let result = allSpace.trimmingCharacters(in: .whitespaces)
print("empty:", result.isEmpty, "count:", result.count)

// Trimming everything that is not a letter
let messy = "--> Hello World! <--"
print(messy.trimmingCharacters(in: CharacterSet.letters.inverted))

// Cleaning a list of user-style inputs
let inputs = ["  alice ", "\tBOB\n", "carol", "   ", " dave  smith "]
let cleaned = inputs
    .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    .filter { !$0.isEmpty }
for (i, name) in cleaned.enumerated() {
    print("\(i + 1). '\(name)' (\(name.count) chars)")
}

// A helper that trims and collapses internal runs of spaces
func normalize(_ s: String) -> String {
    s.components(separatedBy: .whitespacesAndNewlines)
        .filter { !$0.isEmpty }
        .joined(separator: " ")
}
print("[\(normalize("  many    spaces \n here   "))]")

// Extension that trims a specific set with a default
extension String {
    func trimmed(_ set: CharacterSet = .whitespacesAndNewlines) -> String {
        trimmingCharacters(in: set)
    }
}
print("[\(" x ".trimmed())]", "[\("__y__".trimmed(CharacterSet(charactersIn: "_")))]")

// expect: [Swift Foundation] 16
// expect: has newline after .whitespaces: true
// expect: has tab after .whitespaces: false
// expect: [a   b   c]
// expect: hello
// expect: Sale
// expect: 42007
// expect: Wait, what
// expect: abc456def
// expect: empty: true count: 0
// expect: Hello World
// expect: 1. 'alice' (5 chars)
// expect: 2. 'BOB' (3 chars)
// expect: 3. 'carol' (5 chars)
// expect: 4. 'dave  smith' (11 chars)
// expect: [many spaces here]
// expect: [x] [y]
