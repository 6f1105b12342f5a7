// Blog style (Equatable/Hashable): identity-based Hashable models stored in sets and dicts
import Observation

@Observable
final class Tag: Hashable, CustomStringConvertible {
    let id: Int
    var text: String
    init(id: Int, text: String) { self.id = id; self.text = text }

    static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    var description: String { "#\(text)(\(id))" }
}

let swift = Tag(id: 1, text: "swift")
let linux = Tag(id: 2, text: "linux")
let dup = Tag(id: 1, text: "swift-lang")

var set: Set<Tag> = [swift, linux, dup]
print("set count \(set.count)")
print(swift == dup, swift === dup)

var counts: [Tag: Int] = [:]
for t in [swift, linux, dup, linux] { counts[t, default: 0] += 1 }
print(counts.sorted { $0.key.id < $1.key.id }.map { "\($0.key): \($0.value)" })

withObservationTracking {
    _ = swift.text
} onChange: {
    print("tag text changing")
}
swift.text = "swift6"
set.insert(Tag(id: 3, text: "repl"))
print(set.sorted { $0.id < $1.id })
// expect: set count 2
// expect: true false
// expect: ["#swift(1): 2", "#linux(2): 2"]
// expect: tag text changing
// expect: [#swift6(1), #linux(2), #repl(3)]
