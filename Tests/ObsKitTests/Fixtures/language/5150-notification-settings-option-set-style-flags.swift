// App code style: notification settings with option-set style flags
struct Channels: OptionSet, CustomStringConvertible {
    let rawValue: Int
    static let email = Channels(rawValue: 1 << 0)
    static let sms = Channels(rawValue: 1 << 1)
    static let push = Channels(rawValue: 1 << 2)
    static let slack = Channels(rawValue: 1 << 3)
    static let all: Channels = [.email, .sms, .push, .slack]

    var description: String {
        let names: [(Channels, String)] = [(.email, "email"), (.sms, "sms"), (.push, "push"), (.slack, "slack")]
        let on = names.filter { contains($0.0) }.map(\.1)
        return on.isEmpty ? "none" : on.joined(separator: "+")
    }
}

enum Severity: Int, Comparable {
    case low = 1, medium, high, critical
    static func < (a: Severity, b: Severity) -> Bool { a.rawValue < b.rawValue }
}

struct UserPrefs {
    let name: String
    var channels: Channels
    var minimum: Severity
    var quietHours: ClosedRange<Int>?
}

struct Alert {
    let title: String
    let severity: Severity
    let hour: Int
}

func route(_ alert: Alert, to user: UserPrefs) -> Channels {
    guard alert.severity >= user.minimum else { return [] }
    var channels = user.channels
    if let quiet = user.quietHours, quiet.contains(alert.hour), alert.severity < .critical {
        channels.subtract([.sms, .push])
    }
    if alert.severity == .critical { channels.formUnion(.sms) }
    return channels
}

var users = [
    UserPrefs(name: "ann", channels: [.email, .push], minimum: .medium, quietHours: 22...23),
    UserPrefs(name: "bob", channels: .all, minimum: .high, quietHours: nil),
    UserPrefs(name: "cat", channels: [.slack], minimum: .low, quietHours: 0...7),
]
let alerts = [
    Alert(title: "disk 80%", severity: .medium, hour: 14),
    Alert(title: "db down", severity: .critical, hour: 3),
    Alert(title: "new login", severity: .low, hour: 23),
    Alert(title: "cpu hot", severity: .high, hour: 22),
]

for alert in alerts {
    print("\(alert.title) [\(alert.severity)] at \(alert.hour)h")
    for user in users {
        let ch = route(alert, to: user)
        if !ch.isEmpty { print("   \(user.name): \(ch)") }
    }
}
users[1].channels.remove(.slack)
users[2].channels.insert(.email)
print(users.map { "\($0.name)=\($0.channels)" })
let union = users.reduce(Channels()) { $0.union($1.channels) }
let common = users.reduce(Channels.all) { $0.intersection($1.channels) }
print("union: \(union) common: \(common) raw: \(union.rawValue)")
print(Channels.all.symmetricDifference([.sms, .push]), Channels([]).isEmpty)

// expect: disk 80% [medium] at 14h
// expect:    ann: email+push
// expect:    cat: slack
// expect: db down [critical] at 3h
// expect:    ann: email+sms+push
// expect:    bob: email+sms+push+slack
// expect:    cat: sms+slack
// expect: new login [low] at 23h
// expect:    cat: slack
// expect: cpu hot [high] at 22h
// expect:    ann: email
// expect:    bob: email+sms+push+slack
// expect:    cat: slack
// expect: ["ann=email+push", "bob=email+sms+push", "cat=email+slack"]
// expect: union: email+sms+push+slack common: email raw: 15
// expect: email+slack true
