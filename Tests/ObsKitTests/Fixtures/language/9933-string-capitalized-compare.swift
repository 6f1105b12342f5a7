// Apple docs style (String capitalized / case-insensitive comparison): changing and comparing case
import Foundation

let phrases = [
    "hello world",
    "the QUICK brown fox",
    "swift-evolution proposals",
    "o'reilly media",
    "123 main street",
    "already Capitalized Words",
]
for p in phrases {
    print("\(p) -> \(p.capitalized)")
}

print("upper:", "Mixed Case 42".uppercased())
print("lower:", "Mixed Case 42".lowercased())

// caseInsensitiveCompare and localizedCaseInsensitiveCompare
func name(_ r: ComparisonResult) -> String {
    switch r {
    case .orderedAscending: return "ascending"
    case .orderedSame: return "same"
    case .orderedDescending: return "descending"
    }
}
let pairs = [("apple", "APPLE"), ("apple", "Banana"), ("cherry", "Cherries"), ("Zebra", "aardvark")]
for (a, b) in pairs {
    print("\(a) vs \(b): plain=\(name(a.compare(b))) ci=\(name(a.caseInsensitiveCompare(b))) lci=\(name(a.localizedCaseInsensitiveCompare(b)))")
}

// Sorting a list without regard to case
let fruits = ["banana", "Apple", "cherry", "apple", "Banana", "Date"]
print("default sort:", fruits.sorted())
let ciSorted = fruits.sorted {
    let r = $0.caseInsensitiveCompare($1)
    return r == .orderedSame ? $0 < $1 : r == .orderedAscending
}
print("case-insensitive sort:", ciSorted)

// Removing case duplicates, keeping the first spelling
var seen: [String] = []
for f in fruits where !seen.contains(where: { $0.caseInsensitiveCompare(f) == .orderedSame }) {
    seen.append(f)
}
print("unique ignoring case:", seen)

// compare(_:options:) with caseInsensitive
print("equal ignoring case:", "SwIfT".compare("swift", options: .caseInsensitive) == .orderedSame)

// Title-case only the first letter of a sentence
func sentenceCase(_ s: String) -> String {
    guard let first = s.first else { return s }
    return first.uppercased() + s.dropFirst().lowercased()
}
print(sentenceCase("tHIS IS a SENTENCE."))
print(sentenceCase(""))

// expect: hello world -> Hello World
// expect: the QUICK brown fox -> The Quick Brown Fox
// expect: swift-evolution proposals -> Swift-Evolution Proposals
// expect: o'reilly media -> O'reilly Media
// expect: 123 main street -> 123 Main Street
// expect: already Capitalized Words -> Already Capitalized Words
// expect: upper: MIXED CASE 42
// expect: lower: mixed case 42
// expect: apple vs APPLE: plain=descending ci=same lci=same
// expect: apple vs Banana: plain=descending ci=ascending lci=ascending
// expect: cherry vs Cherries: plain=descending ci=descending lci=descending
// expect: Zebra vs aardvark: plain=ascending ci=descending lci=descending
// expect: default sort: ["Apple", "Banana", "Date", "apple", "banana", "cherry"]
// expect: case-insensitive sort: ["Apple", "apple", "Banana", "banana", "cherry", "Date"]
// expect: unique ignoring case: ["banana", "Apple", "cherry", "Date"]
// expect: equal ignoring case: true
// expect: This is a sentence.
// expect:
