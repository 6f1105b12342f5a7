// App code style: slugifying article titles with folding, CharacterSet and components(separatedBy:)
import Foundation

func slugify(_ title: String) -> String {
    let folded = title.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: Locale(identifier: "en_US_POSIX"))
    let pieces = folded.components(separatedBy: CharacterSet.alphanumerics.inverted)
    return pieces.filter { !$0.isEmpty }.joined(separator: "-")
}

let titles = [
    "Hello, World!",
    "  Crème Brûlée: A Recipe  ",
    "Swift 6 — What's New?",
    "Ünïcödé & Friends",
    "---",
    "Top 10 iOS Tips (2025)",
]
for t in titles {
    let slug = slugify(t)
    print("\"\(t.trimmingCharacters(in: .whitespaces))\" -> \(slug.isEmpty ? "<empty>" : slug)")
}

let existing = ["hello-world", "hello-world-2"]
func uniqueSlug(_ base: String, taken: [String]) -> String {
    if !taken.contains(base) { return base }
    var n = 2
    while taken.contains("\(base)-\(n)") { n += 1 }
    return "\(base)-\(n)"
}
print("unique:", uniqueSlug(slugify("Hello World"), taken: existing))
print("unique fresh:", uniqueSlug(slugify("Brand new"), taken: existing))

let tagLine = "swift, iOS ,  SwiftUI,,  Combine "
let tags = tagLine.components(separatedBy: ",")
    .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    .filter { !$0.isEmpty }
print("tags:", tags)
print("capitalized tags:", tags.map(\.capitalized).joined(separator: " | "))
print("diacritic-insensitive equal:", "résumé".compare("resume", options: .diacriticInsensitive) == .orderedSame)
print("case-insensitive has prefix:", "SwiftUI Tips".lowercased().hasPrefix("swiftui"))
// expect: "Hello, World!" -> hello-world
// expect: "Crème Brûlée: A Recipe" -> creme-brulee-a-recipe
// expect: "Swift 6 — What's New?" -> swift-6-what-s-new
// expect: "Ünïcödé & Friends" -> unicode-friends
// expect: "---" -> <empty>
// expect: "Top 10 iOS Tips (2025)" -> top-10-ios-tips-2025
// expect: unique: hello-world-3
// expect: unique fresh: brand-new
// expect: tags: ["swift", "ios", "swiftui", "combine"]
// expect: capitalized tags: Swift | Ios | Swiftui | Combine
// expect: diacritic-insensitive equal: true
// expect: case-insensitive has prefix: true
