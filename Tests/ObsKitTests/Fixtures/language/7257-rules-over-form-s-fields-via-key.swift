// App architecture style (key-path validation): rules over a form's fields via key paths, erased to AnyRule<Root> and grouped per field
struct Profile {
    var username: String
    var age: Int
    var bio: String
    var tags: [String]
}

struct Rule<Root, Value> {
    let field: String
    let path: KeyPath<Root, Value>
    let message: String
    let check: (Value) -> Bool
}

struct AnyRule<Root> {
    let field: String
    let evaluate: (Root) -> String?
    init<Value>(_ rule: Rule<Root, Value>) {
        field = rule.field
        evaluate = { root in rule.check(root[keyPath: rule.path]) ? nil : rule.message }
    }
}

struct Validator<Root> {
    private var rules: [AnyRule<Root>] = []
    mutating func add<Value>(_ field: String, _ path: KeyPath<Root, Value>, _ message: String, _ check: @escaping (Value) -> Bool) {
        rules.append(AnyRule(Rule(field: field, path: path, message: message, check: check)))
    }
    func errors(for root: Root) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for rule in rules {
            if let msg = rule.evaluate(root) { result[rule.field, default: []].append(msg) }
        }
        return result
    }
}

extension Dictionary where Key == String, Value == [String] {
    var rendered: String {
        isEmpty ? "valid" : keys.sorted().map { "\($0): \(self[$0]!.joined(separator: " & "))" }.joined(separator: " | ")
    }
}

var validator = Validator<Profile>()
validator.add("username", \.username, "too short") { $0.count >= 3 }
validator.add("username", \.username, "no spaces") { !$0.contains(" ") }
validator.add("age", \.age, "must be adult") { $0 >= 18 }
validator.add("bio", \.bio.count, "bio too long") { $0 <= 20 }
validator.add("tags", \.tags, "duplicate tags") { Set($0).count == $0.count }
validator.add("tags", \.tags.count, "max 3 tags") { $0 <= 3 }

var profile = Profile(username: "jo", age: 17, bio: "hi", tags: ["a", "a"])
print(validator.errors(for: profile).rendered)
profile.username = "jo jo"; print(validator.errors(for: profile).rendered)
profile.username = "jojo"; profile.age = 30; print(validator.errors(for: profile).rendered)
profile.tags = ["a", "b", "c", "d"]; print(validator.errors(for: profile).rendered)
profile.tags.removeLast(); profile.bio = String(repeating: "x", count: 25); print(validator.errors(for: profile).rendered)
profile.bio = "swift fan"; print(validator.errors(for: profile).rendered)

// expect: age: must be adult | tags: duplicate tags | username: too short
// expect: age: must be adult | tags: duplicate tags | username: no spaces
// expect: tags: duplicate tags
// expect: tags: max 3 tags
// expect: bio: bio too long
// expect: valid
