// Protocols: synthesized Equatable, Hashable and Comparable; custom Comparable; CustomStringConvertible
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Vector3D: Equatable, Hashable {
    var x = 0.0, y = 0.0, z = 0.0
}
let v1 = Vector3D(x: 2.0, y: 3.0, z: 4.0)
let v2 = Vector3D(x: 2.0, y: 3.0, z: 4.0)
print(v1 == v2, v1 != Vector3D())
let vectors: Set<Vector3D> = [v1, v2, Vector3D()]
print(vectors.count)

enum SkillLevel: Comparable {
    case beginner
    case intermediate
    case expert(stars: Int)
}
let levels = [SkillLevel.intermediate, .beginner, .expert(stars: 5), .expert(stars: 3)]
for level in levels.sorted() { print(level) }
print(SkillLevel.beginner < .expert(stars: 1), SkillLevel.expert(stars: 2) > .expert(stars: 4))

struct Version: Comparable, CustomStringConvertible, Hashable {
    let major: Int, minor: Int, patch: Int
    static func < (a: Version, b: Version) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }
    var description: String { "v\(major).\(minor).\(patch)" }
}
let versions = [Version(major: 1, minor: 10, patch: 0), Version(major: 1, minor: 2, patch: 9), Version(major: 0, minor: 9, patch: 9)]
print(versions.sorted(), versions.max()!)
print(Version(major: 1, minor: 0, patch: 0) >= Version(major: 0, minor: 99, patch: 99))
var seen: [Version: String] = [:]
seen[versions[0]] = "latest"
print(seen[Version(major: 1, minor: 10, patch: 0)] ?? "none")

enum Token: Hashable { case word(String), number(Int), end }
let tokens: Set<Token> = [.word("a"), .number(1), .word("a"), .end, .number(1)]
print(tokens.count, tokens.contains(.word("a")), tokens.contains(.number(2)))

struct Employee: Equatable {
    let id: Int
    var name: String
    static func == (a: Employee, b: Employee) -> Bool { a.id == b.id }
}
print(Employee(id: 1, name: "A") == Employee(id: 1, name: "B"))
print([Employee(id: 3, name: "Z")].contains(Employee(id: 3, name: "")))
print((1, "b") < (1, "c"), (2, 0) > (1, 99), ("a", 1) == ("a", 1))
print(["pear", "fig", "apple"].min()!, [3.5, -1.0, 2.0].sorted(by: >))
// expect: true true
// expect: 2
// expect: beginner
// expect: intermediate
// expect: expert(stars: 3)
// expect: expert(stars: 5)
// expect: true false
// expect: [v0.9.9, v1.2.9, v1.10.0] v1.10.0
// expect: true
// expect: latest
// expect: 3 true false
// expect: true
// expect: true
// expect: true true true
// expect: apple [3.5, 2.0, -1.0]
