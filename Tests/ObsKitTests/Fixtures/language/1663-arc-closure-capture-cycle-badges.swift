// ARC: a closure stored on an object that captures `self` strongly keeps it alive; `[weak self]` and `[unowned self]` capture lists let it go.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Badge {
    let label: String
    let count: Int?
    lazy var render: () -> String = {
        if let count = self.count {
            return "[\(self.label): \(count)]"
        }
        return "[\(self.label)]"
    }
    init(label: String, count: Int? = nil) {
        self.label = label
        self.count = count
    }
    deinit { print("\(label) badge deinit") }
}

var inbox: Badge? = Badge(label: "inbox", count: 3)
print(inbox!.render())
inbox = nil
print("inbox set to nil (the cycle keeps it alive)")

final class Timerish {
    let id: String
    var tick: (() -> String)?
    init(id: String) { self.id = id }
    func arm() {
        tick = { [weak self] in
            guard let self else { return "gone" }
            return "tick from \(self.id)"
        }
    }
    func armUnowned() {
        tick = { [unowned self] in "unowned tick from \(id)" }
    }
    deinit { print("Timerish \(id) deinit") }
}

var t: Timerish? = Timerish(id: "A")
t!.arm()
print(t!.tick!())
t = nil
var u: Timerish? = Timerish(id: "B")
u!.armUnowned()
print(u!.tick!())
u = nil
print("end")

// expect: [inbox: 3]
// expect: inbox set to nil (the cycle keeps it alive)
// expect: tick from A
// expect: Timerish A deinit
// expect: unowned tick from B
// expect: Timerish B deinit
// expect: end
