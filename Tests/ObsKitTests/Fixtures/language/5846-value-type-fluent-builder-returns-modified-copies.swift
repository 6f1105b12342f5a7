// Swift by Sundell style (builder): a value-type fluent builder that returns modified copies, with a generic with(_:) helper
struct Notification: CustomStringConvertible {
    var title = ""
    var message = ""
    var badge: Int?
    var sound = "default"
    var actions: [String] = []

    var description: String {
        var parts = ["\(title): \(message)", "sound=\(sound)"]
        if let badge = badge { parts.append("badge=\(badge)") }
        if !actions.isEmpty { parts.append("actions=\(actions.joined(separator: "|"))") }
        return parts.joined(separator: ", ")
    }
}

protocol Withable {}
extension Withable {
    func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}
extension Notification: Withable {}

extension Notification {
    func titled(_ text: String) -> Notification { with { $0.title = text } }
    func saying(_ text: String) -> Notification { with { $0.message = text } }
    func badged(_ n: Int?) -> Notification { with { $0.badge = n } }
    func silent() -> Notification { with { $0.sound = "none" } }
    func action(_ name: String) -> Notification { with { $0.actions.append(name) } }
}

let template = Notification()
    .titled("Reminder")
    .action("Snooze")

let morning = template.saying("Stand-up in 10 minutes").badged(1)
let quiet = morning.silent().action("Dismiss").badged(nil)

print(template)
print(morning)
print(quiet)
print(template.actions.count, quiet.actions.count)

struct Point: Withable { var x = 0, y = 0 }
let moved = Point().with { $0.x = 5 }.with { $0.y = $0.x * 2 }
print(moved.x, moved.y)

var styles: [String: Notification] = [:]
for (name, badge) in [("mail", 3), ("chat", 12), ("news", 0)] {
    styles[name] = template.saying("New \(name)").badged(badge > 0 ? badge : nil)
}
for name in styles.keys.sorted() { print(name, "->", styles[name]!) }

// expect: Reminder: , sound=default, actions=Snooze
// expect: Reminder: Stand-up in 10 minutes, sound=default, badge=1, actions=Snooze
// expect: Reminder: Stand-up in 10 minutes, sound=none, actions=Snooze|Dismiss
// expect: 1 2
// expect: 5 10
// expect: chat -> Reminder: New chat, sound=default, badge=12, actions=Snooze
// expect: mail -> Reminder: New mail, sound=default, badge=3, actions=Snooze
// expect: news -> Reminder: New news, sound=default, actions=Snooze
