// Swift Regex style (slug generation): lowercasing, then replacing(_:with:) with regexes to collapse punctuation and spaces into hyphens
func slugify(_ title: String) -> String {
    var slug = title.lowercased()
    slug = slug.replacing(#/'/#, with: "")
    slug = slug.replacing(#/[^a-z0-9]+/#, with: "-")
    slug = slug.replacing(#/^-+|-+$/#, with: "")
    return slug
}

let titles = [
    "Hello, World!",
    "  Swift Regex: Beyond the Basics  ",
    "What's new in Swift 5.7?",
    "C++ vs. Rust -- a friendly comparison",
    "---already-slugged---",
    "Ünïcode Títles",
]

for title in titles {
    print("\"\(title)\" -> \(slugify(title))")
}

var seen: [String: Int] = [:]
for title in ["My Post", "my post!", "My   Post"] {
    let base = slugify(title)
    let n = seen[base, default: 0]
    seen[base] = n + 1
    print(n == 0 ? base : "\(base)-\(n + 1)")
}

// expect: "Hello, World!" -> hello-world
// expect: "  Swift Regex: Beyond the Basics  " -> swift-regex-beyond-the-basics
// expect: "What's new in Swift 5.7?" -> whats-new-in-swift-5-7
// expect: "C++ vs. Rust -- a friendly comparison" -> c-vs-rust-a-friendly-comparison
// expect: "---already-slugged---" -> already-slugged
// expect: "Ünïcode Títles" -> n-code-t-tles
// expect: my-post
// expect: my-post-2
// expect: my-post-3
