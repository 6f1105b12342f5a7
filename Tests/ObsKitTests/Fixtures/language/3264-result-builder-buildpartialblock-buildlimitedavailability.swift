// Swift book style: result builder with buildPartialBlock and buildLimitedAvailability-free composition
@resultBuilder
struct StringJoiner {
    static func buildPartialBlock(first: String) -> [String] { [first] }
    static func buildPartialBlock(first: [String]) -> [String] { first }
    static func buildPartialBlock(accumulated: [String], next: String) -> [String] { accumulated + [next] }
    static func buildPartialBlock(accumulated: [String], next: [String]) -> [String] { accumulated + next }
    static func buildOptional(_ c: [String]?) -> [String] { c ?? [] }
    static func buildEither(first c: [String]) -> [String] { c }
    static func buildEither(second c: [String]) -> [String] { c }
    static func buildArray(_ c: [[String]]) -> [String] { c.flatMap { $0 } }
    static func buildFinalResult(_ c: [String]) -> String { c.joined(separator: " ") }
}

@StringJoiner
func sentence(subject: String, adjectives: [String], loud: Bool) -> String {
    "The"
    for adj in adjectives {
        adj
    }
    subject
    if loud {
        "ROARS"
    } else {
        "whispers"
    }
}

print(sentence(subject: "lion", adjectives: ["big", "golden"], loud: true))
print(sentence(subject: "mouse", adjectives: [], loud: false))

@StringJoiner
func greeting(_ name: String?) -> String {
    "Hi"
    if let name {
        name
    }
    "!"
}
print(greeting("Ana"))
print(greeting(nil))

struct Banner {
    let text: String
    init(@StringJoiner _ make: () -> String) { text = make() }
}
let tags = ["#swift", "#generics"]
let banner = Banner {
    "Learn"
    "Swift"
    for t in tags { t }
}
print(banner.text)
print(banner.text.count)
// expect: The big golden lion ROARS
// expect: The mouse whispers
// expect: Hi Ana !
// expect: Hi !
// expect: Learn Swift #swift #generics
// expect: 28
