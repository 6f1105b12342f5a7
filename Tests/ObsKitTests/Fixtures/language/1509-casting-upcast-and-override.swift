// Type casting with upcasts (`as Base`), overriding, and dynamic dispatch still choosing the subclass method.
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Notification {
    let text: String
    init(text: String) { self.text = text }
    func render() -> String { "[note] \(text)" }
    var priority: Int { 1 }
}

class Alert: Notification {
    override func render() -> String { "[ALERT] \(text.uppercased())" }
    override var priority: Int { 5 }
}

class Reminder: Notification {
    let minutes: Int
    init(text: String, minutes: Int) {
        self.minutes = minutes
        super.init(text: text)
    }
    override func render() -> String { super.render() + " in \(minutes) min" }
}

let a = Alert(text: "disk full")
let up = a as Notification
print(up.render(), up.priority)

var queue: [Notification] = [Reminder(text: "stand up", minutes: 10), up, Notification(text: "hello")]
queue.sort { $0.priority > $1.priority }
for n in queue {
    let kind: String
    switch n {
    case is Alert: kind = "alert"
    case let r as Reminder where r.minutes > 5: kind = "later reminder"
    case is Reminder: kind = "reminder"
    default: kind = "plain"
    }
    print(kind, "->", n.render())
}
print(queue.filter { !($0 is Reminder) }.count)

// expect: [ALERT] DISK FULL 5
// expect: alert -> [ALERT] DISK FULL
// expect: later reminder -> [note] stand up in 10 min
// expect: plain -> [note] hello
// expect: 2
