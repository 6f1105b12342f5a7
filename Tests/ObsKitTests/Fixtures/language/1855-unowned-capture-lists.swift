// Compiler test style: unowned capture lists — [unowned self] and [unowned x] in closures that never outlive the captured object
final class Button {
    let title: String
    var action: (() -> String)?
    init(title: String) { self.title = title }
    deinit { print("button \(title) deinit") }
}

final class Screen {
    let name: String
    let button: Button
    var taps = 0
    init(name: String) {
        self.name = name
        button = Button(title: "\(name)-ok")
        button.action = { [unowned self] in
            self.taps += 1
            return "\(self.name) handled tap \(self.taps)"
        }
    }
    deinit { print("screen \(name) deinit after \(taps) taps") }
}

do {
    let screen = Screen(name: "login")
    print(screen.button.action!())
    print(screen.button.action!())
}
print("after login scope")

// [unowned x] for a non-self capture
final class Tracker {
    var events: [String] = []
    deinit { print("tracker deinit with \(events.count) events") }
}
do {
    let tracker = Tracker()
    let record = { [unowned tracker] (e: String) in tracker.events.append(e) }
    record("open")
    record("close")
    print("tracker has \(tracker.events)")
}

// unowned capture plus a value capture in the same list
final class Formatter {
    let prefix: String
    init(prefix: String) { self.prefix = prefix }
    deinit { print("formatter \(prefix) deinit") }
    func makeLabeler(start: Int) -> (String) -> String {
        var next = start
        return { [unowned self, start] item in
            defer { next += 1 }
            return "\(self.prefix)\(next) (from \(start)): \(item)"
        }
    }
}
do {
    let f = Formatter(prefix: "#")
    let label = f.makeLabeler(start: 10)
    print(label("apple"))
    print(label("pear"))
    withExtendedLifetime(f) {}
}

// Strong capture in the same shape keeps the object alive until the closure dies
var keepAlive: (() -> String)?
do {
    let f = Formatter(prefix: "strong")
    keepAlive = { f.prefix }
}
print("closure still reads \(keepAlive!())")
keepAlive = nil
print("end")

// expect: login handled tap 1
// expect: login handled tap 2
// expect: screen login deinit after 2 taps
// expect: button login-ok deinit
// expect: after login scope
// expect: tracker has ["open", "close"]
// expect: tracker deinit with 2 events
// expect: #10 (from 10): apple
// expect: #11 (from 10): pear
// expect: formatter # deinit
// expect: closure still reads strong
// expect: formatter strong deinit
// expect: end
