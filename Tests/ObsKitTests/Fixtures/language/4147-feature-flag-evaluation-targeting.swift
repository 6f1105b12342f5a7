// App code style: feature flag evaluation with targeting rules and deterministic percentage rollout
struct UserContext {
    let id: String
    let country: String
    let plan: String
    let appVersion: Int
}

enum TargetRule {
    case allowList([String])
    case country(Set<String>)
    case plan(String)
    case minVersion(Int)
    case percentage(Int)
    indirect case all([TargetRule])
    indirect case not(TargetRule)
}

func stableHash(_ s: String) -> UInt32 {
    var h: UInt32 = 5381
    for b in s.utf8 { h = (h &<< 5) &+ h &+ UInt32(b) }
    return h
}

extension TargetRule {
    func matches(_ u: UserContext, flag: String) -> Bool {
        switch self {
        case .allowList(let ids): return ids.contains(u.id)
        case .country(let cs): return cs.contains(u.country)
        case .plan(let p): return u.plan == p
        case .minVersion(let v): return u.appVersion >= v
        case .percentage(let pct): return Int(stableHash(flag + ":" + u.id) % 100) < pct
        case .all(let rules): return rules.allSatisfy { $0.matches(u, flag: flag) }
        case .not(let r): return !r.matches(u, flag: flag)
        }
    }
}

struct Flag {
    let key: String
    var enabled: Bool
    var rules: [TargetRule]      // any rule matching turns the flag on
    var defaultValue: Bool = false
}

final class FlagService {
    private var flags: [String: Flag] = [:]
    private(set) var evaluations: [String: Int] = [:]
    var overrides: [String: Bool] = [:]

    func register(_ f: Flag) { flags[f.key] = f }

    func isOn(_ key: String, for u: UserContext) -> Bool {
        evaluations[key, default: 0] += 1
        if let o = overrides[key] { return o }
        guard let f = flags[key], f.enabled else { return false }
        return f.rules.contains { $0.matches(u, flag: key) } || f.defaultValue
    }
}

let svc = FlagService()
svc.register(Flag(key: "new-checkout", enabled: true, rules: [.allowList(["u7"]), .all([.country(["DE", "FR"]), .minVersion(42)])]))
svc.register(Flag(key: "dark-mode", enabled: true, rules: [.percentage(50)]))
svc.register(Flag(key: "beta-ai", enabled: true, rules: [.all([.plan("pro"), .not(.country(["CN"]))])]))
svc.register(Flag(key: "legacy", enabled: false, rules: [.percentage(100)], defaultValue: true))

let users = [
    UserContext(id: "u1", country: "DE", plan: "free", appVersion: 45),
    UserContext(id: "u2", country: "US", plan: "pro", appVersion: 40),
    UserContext(id: "u7", country: "US", plan: "free", appVersion: 10),
    UserContext(id: "u9", country: "FR", plan: "pro", appVersion: 41),
    UserContext(id: "u12", country: "CN", plan: "pro", appVersion: 50),
]
let keys = ["new-checkout", "dark-mode", "beta-ai", "legacy"]
for u in users {
    print(u.id, keys.map { svc.isOn($0, for: u) ? "1" : "0" }.joined())
}
print(stableHash("hello"), stableHash(""), stableHash("dark-mode:u1") % 100)
let population = (0..<1000).map { UserContext(id: "user\($0)", country: "US", plan: "free", appVersion: 1) }
let rolledOut = population.filter { svc.isOn("dark-mode", for: $0) }.count
print("dark-mode rollout: \(rolledOut)/1000")
svc.overrides["legacy"] = true
print("legacy override:", svc.isOn("legacy", for: users[0]), "unknown:", svc.isOn("nope", for: users[0]))
print(svc.evaluations.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: " "))
// expect: u1 1000
// expect: u2 0010
// expect: u7 1000
// expect: u9 0010
// expect: u12 0100
// expect: 261238937 5381 65
// expect: dark-mode rollout: 479/1000
// expect: legacy override: true unknown: false
// expect: beta-ai:5 dark-mode:1005 legacy:6 new-checkout:5 nope:1
