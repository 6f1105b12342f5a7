// Hacking with Swift style (protocols with optional-like defaults): a Configurable protocol whose requirements all have defaults, adopted with partial overrides
protocol Configurable {
    var retries: Int { get }
    var timeout: Double { get }
    var tags: [String] { get }
    func validate() -> [String]
}

extension Configurable {
    var retries: Int { 3 }
    var timeout: Double { 30 }
    var tags: [String] { [] }
    func validate() -> [String] {
        var problems: [String] = []
        if retries < 0 { problems.append("negative retries") }
        if timeout <= 0 { problems.append("timeout must be positive") }
        if tags.count != Set(tags).count { problems.append("duplicate tags") }
        return problems
    }
    func dump() -> String { "retries=\(retries) timeout=\(timeout) tags=\(tags)" }
}

struct Defaults: Configurable {}
struct Fast: Configurable { var timeout: Double { 2.5 } }
struct Broken: Configurable {
    let retries = -1
    let timeout = 0.0
    let tags = ["a", "b", "a"]
}
struct Strict: Configurable {
    var tags: [String] { ["prod"] }
    func validate() -> [String] { tags.contains("prod") ? ["prod is read-only"] : [] }
}

let configs: [any Configurable] = [Defaults(), Fast(), Broken(), Strict()]
for c in configs {
    print(c.dump())
    let problems = c.validate()
    print("  ", problems.isEmpty ? "valid" : problems.joined(separator: "; "))
}

// expect: retries=3 timeout=30.0 tags=[]
// expect:    valid
// expect: retries=3 timeout=2.5 tags=[]
// expect:    valid
// expect: retries=-1 timeout=0.0 tags=["a", "b", "a"]
// expect:    negative retries; timeout must be positive; duplicate tags
// expect: retries=3 timeout=30.0 tags=["prod"]
// expect:    prod is read-only
