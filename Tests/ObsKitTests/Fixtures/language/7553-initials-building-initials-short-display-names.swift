// Tutorial style (initials): building initials and short display names from full names
import Foundation

func initials(of name: String, limit: Int = 2) -> String {
    let words = name.components(separatedBy: .whitespacesAndNewlines).filter { !$0.isEmpty }
    let letters = words.compactMap { $0.first }.map { String($0).uppercased() }
    return letters.prefix(limit).joined()
}

func shortName(_ name: String) -> String {
    let words = name.trimmingCharacters(in: .whitespaces).components(separatedBy: " ").filter { !$0.isEmpty }
    guard let first = words.first else { return "" }
    guard words.count > 1, let last = words.last, let lastInitial = last.first else { return first.capitalized }
    return "\(first.capitalized) \(String(lastInitial).uppercased())."
}

let people = [
    "ada lovelace",
    "  Grace   Brewster Murray Hopper ",
    "linus",
    "Émile Zola",
    "jean-luc picard",
    "",
]

for person in people {
    let i = initials(of: person)
    let s = shortName(person)
    print("[\(i)] \(s.isEmpty ? "(none)" : s)")
}

print(initials(of: "Grace Brewster Murray Hopper", limit: 4))
print("jean-luc picard".capitalized)
print("o'neil mcdonald".capitalized)
print("HELLO wORLD".capitalized)

// Avatars: two letters, padded if only one name
let avatars = people.map { name -> String in
    let i = initials(of: name)
    return i.padding(toLength: 2, withPad: "?", startingAt: 0)
}
print(avatars.joined(separator: ","))
// expect: [AL] Ada L.
// expect: [GB] Grace H.
// expect: [L] Linus
// expect: [ÉZ] Émile Z.
// expect: [JP] Jean-Luc P.
// expect: [] (none)
// expect: GBMH
// expect: Jean-Luc Picard
// expect: O'neil Mcdonald
// expect: Hello World
// expect: AL,GB,L?,ÉZ,JP,??
