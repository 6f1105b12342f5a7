// synthesized-conformances
// known-gap: error: value of type 'symbol' has no member 'value'
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Version: Comparable, Hashable, CustomStringConvertible {
    let major: Int, minor: Int, patch: Int
    static func < (l: Version, r: Version) -> Bool {
        (l.major, l.minor, l.patch) < (r.major, r.minor, r.patch)
    }
    var description: String { "\(major).\(minor).\(patch)" }
}

enum Priority: Int, Comparable, CaseIterable {
    case low = 1, medium, high
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}

enum Size: Comparable {
    case small, medium, large(extra: Int)
}

struct Task: Hashable {
    let title: String
    let priority: Priority
    var notes: [String] = []
}

struct CaseInsensitive: Hashable {
    let value: String
    static func == (a: Self, b: Self) -> Bool { a.value.lowercased() == b.value.lowercased() }
    func hash(into hasher: inout Hasher) { hasher.combine(value.lowercased()) }
}

let versions = [Version(major: 1, minor: 10, patch: 0), Version(major: 1, minor: 2, patch: 9),
                Version(major: 0, minor: 9, patch: 9), Version(major: 1, minor: 2, patch: 10)]
print(versions.sorted())
print(versions.max()!, versions.min()!)
print(Version(major: 2, minor: 0, patch: 0) > versions.max()!)

print(Priority.allCases.sorted(by: >))
print(Priority.high > .low, [Priority.medium, .low, .high].min()!)

print([Size.large(extra: 2), .small, .large(extra: 1), .medium].sorted())
print(Size.medium < .large(extra: 0), Size.large(extra: 5) == .large(extra: 5))

let t1 = Task(title: "Write", priority: .high)
var t2 = t1
print(t1 == t2)
t2.notes.append("draft")
print(t1 == t2)
let set: Set<Task> = [t1, t2, Task(title: "Write", priority: .high)]
print(set.count)

let words: Set<CaseInsensitive> = [.init(value: "Swift"), .init(value: "SWIFT"), .init(value: "swiftly")]
print(words.count, words.map(\.value.count).sorted())
var counts: [CaseInsensitive: Int] = [:]
for w in ["Apple", "apple", "APPLE", "pear"] { counts[CaseInsensitive(value: w), default: 0] += 1 }
print(counts.map { "\($0.key.value.lowercased()):\($0.value)" }.sorted())
// expect: [0.9.9, 1.2.9, 1.2.10, 1.10.0]
// expect: 1.10.0 0.9.9
// expect: true
// expect: [main.Priority.high, main.Priority.medium, main.Priority.low]
// expect: true low
// expect: [main.Size.small, main.Size.medium, main.Size.large(extra: 1), main.Size.large(extra: 2)]
// expect: true true
// expect: true
// expect: false
// expect: 2
// expect: 2 [5, 7]
// expect: ["apple:3", "pear:1"]
