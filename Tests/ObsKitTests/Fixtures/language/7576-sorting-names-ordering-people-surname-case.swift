// Tutorial style (sorting names): ordering people by surname with case- and accent-insensitive compares
import Foundation

struct Person {
    let first: String
    let last: String
    var full: String { "\(first) \(last)" }
}

let people = [
    Person(first: "zoë", last: "Ägren"),
    Person(first: "Adam", last: "smith"),
    Person(first: "adam", last: "Smith"),
    Person(first: "Émilie", last: "du Châtelet"),
    Person(first: "Bob", last: "Adams"),
    Person(first: "carl", last: "Zeiss"),
    Person(first: "Ada", last: "Lovelace"),
]

let bySurname = people.sorted {
    let c = $0.last.compare($1.last, options: [.caseInsensitive, .diacriticInsensitive])
    if c != .orderedSame { return c == .orderedAscending }
    return $0.first.compare($1.first, options: .caseInsensitive) == .orderedAscending
}
for p in bySurname { print(p.full) }

print("--")
let caseless = people.map { $0.first }.sorted { $0.caseInsensitiveCompare($1) == .orderedAscending }
print(caseless.joined(separator: ", "))
let localized = people.map { $0.last }.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending }
print(localized.joined(separator: ", "))
let raw = people.map { $0.last }.sorted()
print(raw.joined(separator: ", "))

print("adam".caseInsensitiveCompare("ADAM") == .orderedSame)
print("a".localizedCompare("B") == .orderedAscending)

let directory = Dictionary(grouping: people) { p -> String in
    let folded = p.last.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    return String(folded.prefix(1)).uppercased()
}
for letter in directory.keys.sorted() {
    let names = directory[letter]!.map { $0.full }.sorted { $0.lowercased() < $1.lowercased() }
    print("\(letter): \(names.joined(separator: "; "))")
}
// expect: Bob Adams
// expect: zoë Ägren
// expect: Émilie du Châtelet
// expect: Ada Lovelace
// expect: Adam smith
// expect: adam Smith
// expect: carl Zeiss
// expect: --
// expect: Ada, Adam, adam, Bob, carl, Émilie, zoë
// expect: Adams, Ägren, du Châtelet, Lovelace, smith, Smith, Zeiss
// expect: Adams, Lovelace, Smith, Zeiss, du Châtelet, smith, Ägren
// expect: true
// expect: true
// expect: A: Bob Adams; zoë Ägren
// expect: D: Émilie du Châtelet
// expect: L: Ada Lovelace
// expect: S: Adam smith; adam Smith
// expect: Z: carl Zeiss
