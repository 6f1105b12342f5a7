// Compiler test style: synthesized versus hand-written Equatable and Hashable, with tuples and grouping by key
struct Version: Hashable, Comparable, CustomStringConvertible {
    let major: Int, minor: Int, patch: Int
    var description: String { "\(major).\(minor).\(patch)" }
    static func < (a: Version, b: Version) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }
    init(_ s: String) {
        let parts = s.split(separator: ".").map { Int($0) ?? 0 }
        major = parts.count > 0 ? parts[0] : 0
        minor = parts.count > 1 ? parts[1] : 0
        patch = parts.count > 2 ? parts[2] : 0
    }
}

struct Employee: Equatable {
    let id: Int
    var name: String
    var lastLogin: Int
    // lastLogin deliberately ignored
    static func == (l: Employee, r: Employee) -> Bool { l.id == r.id && l.name == r.name }
}

extension Employee: Hashable {
    func hash(into h: inout Hasher) {
        h.combine(id)
        h.combine(name)
    }
}

let versions = ["1.2", "1.10.0", "1.2.0", "0.9.9", "1.2.1"].map(Version.init)
print(versions.sorted())
print(Version("1.2") == Version("1.2.0"), Set(versions).count)
var releaseNotes: [Version: String] = [:]
for v in versions { releaseNotes[v, default: ""] += "*" }
print(releaseNotes.keys.sorted().map { "\($0)\(releaseNotes[$0]!)" })
print(versions.max()!, versions.min()!)

let e1 = Employee(id: 1, name: "Ann", lastLogin: 5)
let e2 = Employee(id: 1, name: "Ann", lastLogin: 99)
let e3 = Employee(id: 1, name: "Anne", lastLogin: 5)
print(e1 == e2, e1 == e3, e1 != e3)
var sessions: [Employee: Int] = [:]
for e in [e1, e2, e3, e1] { sessions[e, default: 0] += 1 }
print(sessions.sorted { $0.key.name < $1.key.name }.map { "\($0.key.name):\($0.value)" })
print([e1, e3].contains(e2), [e1, e3].firstIndex(of: e3) ?? -1)

let grouped = Dictionary(grouping: versions, by: { Version("\($0.major).\($0.minor)") })
for k in grouped.keys.sorted() {
    print(k, "->", grouped[k]!.sorted().map(\.description))
}

// expect: [0.9.9, 1.2.0, 1.2.0, 1.2.1, 1.10.0]
// expect: true 4
// expect: ["0.9.9*", "1.2.0**", "1.2.1*", "1.10.0*"]
// expect: 1.10.0 0.9.9
// expect: true false true
// expect: ["Ann:3", "Anne:1"]
// expect: true 1
// expect: 0.9.0 -> ["0.9.9"]
// expect: 1.2.0 -> ["1.2.0", "1.2.0", "1.2.1"]
// expect: 1.10.0 -> ["1.10.0"]
