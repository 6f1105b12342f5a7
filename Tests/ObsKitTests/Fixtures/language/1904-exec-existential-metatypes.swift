// Execution-test style: existential metatypes (`any P.Type`), static requirements called through them, and `type(of:)` on existentials.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Plugin {
    static var id: String { get }
    static func create() -> Self
    func run() -> String
}
struct Zip: Plugin {
    static let id = "zip"
    static func create() -> Zip { Zip() }
    func run() -> String { "zipping" }
}
struct Lint: Plugin {
    static let id = "lint"
    var strict = false
    static func create() -> Lint { Lint(strict: true) }
    func run() -> String { strict ? "linting strictly" : "linting" }
}

let types: [any Plugin.Type] = [Zip.self, Lint.self]
print(types.map { $0.id })
for t in types {
    let p = t.create()
    print(t, t.id, p.run(), type(of: p) == t)
}
let instances: [any Plugin] = [Lint(), Zip()]
print(instances.map { type(of: $0).id })
print(instances.map { "\(type(of: $0))" })
func lookup(_ id: String) -> (any Plugin.Type)? { types.first { $0.id == id } }
print(lookup("lint").map { "\($0)" } ?? "none", lookup("nope").map { "\($0)" } ?? "none")
print(Zip.self is any Plugin.Type, Int.self is any Plugin.Type)
let meta: Any.Type = Lint.self
print((meta as? any Plugin.Type)?.id ?? "not a plugin")

// expect: ["zip", "lint"]
// expect: Zip zip zipping true
// expect: Lint lint linting strictly true
// expect: ["lint", "zip"]
// expect: ["Lint", "Zip"]
// expect: Lint none
// expect: true false
// expect: lint
