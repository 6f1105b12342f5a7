// Tutorial style (slugs): turning article titles into URL slugs with folding and CharacterSet splitting
import Foundation

func slugify(_ title: String) -> String {
    let folded = title.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: Locale(identifier: "en_US_POSIX"))
    let parts = folded
        .components(separatedBy: CharacterSet.alphanumerics.inverted)
        .filter { !$0.isEmpty }
    return parts.joined(separator: "-")
}

let titles = [
    "Hello, World!",
    "  Crème Brûlée: A Dessert Story  ",
    "Swift 6.3 — What's New?",
    "Ünïcödé   is   fun",
    "100% Pure (Organic) Café",
    "---",
]

for title in titles {
    let slug = slugify(title)
    print("\(title.trimmingCharacters(in: .whitespaces)) => \(slug.isEmpty ? "<empty>" : slug)")
}

// Make slugs unique the way a blog engine would
var used: [String: Int] = [:]
func uniqueSlug(_ title: String) -> String {
    let base = slugify(title)
    if let n = used[base] {
        used[base] = n + 1
        return "\(base)-\(n + 1)"
    }
    used[base] = 1
    return base
}

for t in ["My Post", "my post!", "MY  POST", "Other"] {
    print(uniqueSlug(t))
}
let limited = slugify("A very long title that should be cut down to size for the address bar")
let cut = String(limited.prefix(30))
let trimmed = cut.hasSuffix("-") ? String(cut.dropLast()) : cut
print(trimmed, trimmed.count)
// expect: Hello, World! => hello-world
// expect: Crème Brûlée: A Dessert Story => creme-brulee-a-dessert-story
// expect: Swift 6.3 — What's New? => swift-6-3-what-s-new
// expect: Ünïcödé   is   fun => unicode-is-fun
// expect: 100% Pure (Organic) Café => 100-pure-organic-cafe
// expect: --- => <empty>
// expect: my-post
// expect: my-post-2
// expect: my-post-3
// expect: other
// expect: a-very-long-title-that-should 29
