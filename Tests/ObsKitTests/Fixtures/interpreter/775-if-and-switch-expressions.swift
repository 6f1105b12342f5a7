// `if` and `switch` as expressions: initializing a constant, returned implicitly from a function, a getter
// and a closure, and assigned. Expected output from swiftc 6.3.1 on Linux.
enum Status { case draft, published, archived }
let words = 1200
let length = if words > 1000 { "long" } else if words > 300 { "medium" } else { "short" }
print(length)
func badge(for status: Status) -> String {
    switch status {
    case .draft: "✎"
    case .published: "✓"
    case .archived: "▢"
    }
}
struct Article {
    var status: Status
    var isVisible: Bool { if case .published = status { true } else { false } }
}
print([Status.draft, .archived].map(badge(for:)), Article(status: .published).isVisible)
let sizes = [3, 40].map { n in if n < 10 { "small" } else { "large" } }
var label: String
label = switch sizes.count { case 0: "none"; case 1: "one"; default: "several" }
print(sizes, label)

// expect: long
// expect: ["✎", "▢"] true
// expect: ["small", "large"] several
