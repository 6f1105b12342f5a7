// Swift by Sundell style (conditional conformances): a generic Box that is Equatable, Hashable and CustomStringConvertible only when its content is
struct Box<Content> {
    var content: Content
    var label: String
}

extension Box: Equatable where Content: Equatable {}
extension Box: Hashable where Content: Hashable {}

extension Box: CustomStringConvertible where Content: CustomStringConvertible {
    var description: String { "[\(label): \(content)]" }
}

extension Box where Content: Numeric {
    func scaled(by factor: Content) -> Box {
        Box(content: content * factor, label: label + "x")
    }
}

extension Box where Content == String {
    var shouting: Box { Box(content: content.uppercased(), label: label) }
}

let a = Box(content: 3, label: "three")
let b = Box(content: 3, label: "three")
let c = a.scaled(by: 4)
print(a == b, a == c)
print(a, c)
print(Box(content: "quiet", label: "word").shouting)

let unique = Set([a, b, c, c.scaled(by: 1)])
print(unique.count)
print(unique.map(\.description).sorted())

struct Opaque { let id: Int }
let hidden = Box(content: Opaque(id: 7), label: "secret")
print(hidden.label, hidden.content.id)
print([Box(content: 1.5, label: "d")] == [Box(content: 1.5, label: "d")])

// expect: true false
// expect: [three: 3] [threex: 12]
// expect: [word: QUIET]
// expect: 3
// expect: ["[three: 3]", "[threex: 12]", "[threexx: 12]"]
// expect: secret 7
// expect: true
