// Protocols: synthesized Equatable, Hashable and Comparable; custom Comparable; CustomStringConvertible
// expected output: swiftc 6.3.1 (Linux), run on this machine
// Paint colours, gym memberships, app versions, tokens and staff records.
struct PaintColor: Equatable, Hashable {
    var red = 0, green = 0, blue = 0
}
let sage = PaintColor(red: 156, green: 175, blue: 136)
let sageAgain = PaintColor(red: 156, green: 175, blue: 136)
print(sage == sageAgain, sage != PaintColor())
let swatches: Set<PaintColor> = [sage, sageAgain, PaintColor()]
print(swatches.count)

enum Membership: Comparable {
    case trial
    case monthly
    case annual(years: Int)
}
let members = [Membership.monthly, .trial, .annual(years: 4), .annual(years: 2)]
for m in members.sorted() { print(m) }
print(Membership.trial < .annual(years: 1), Membership.annual(years: 2) > .annual(years: 4))

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
// expect: trial
// expect: monthly
// expect: annual(years: 2)
// expect: annual(years: 4)
// expect: true false
// expect: [v0.9.9, v1.2.9, v1.10.0] v1.10.0
// expect: true
// expect: latest
// expect: 3 true false
// expect: true
// expect: true
// expect: true true true
// expect: apple [3.5, 2.0, -1.0]
