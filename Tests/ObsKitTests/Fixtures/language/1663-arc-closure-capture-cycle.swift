// ARC: a closure stored on an object that captures `self` strongly keeps it alive; `[weak self]` and `[unowned self]` capture lists let it go.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class HTMLElement {
    let tag: String
    let text: String?
    lazy var render: () -> String = {
        if let text = self.text {
            return "<\(self.tag)>\(text)</\(self.tag)>"
        }
        return "<\(self.tag) />"
    }
    init(tag: String, text: String? = nil) {
        self.tag = tag
        self.text = text
    }
    deinit { print("\(tag) deinit") }
}

var p: HTMLElement? = HTMLElement(tag: "p", text: "hello")
print(p!.render())
p = nil
print("p set to nil (the cycle keeps it alive)")

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

// expect: <p>hello</p>
// expect: p set to nil (the cycle keeps it alive)
// expect: tick from A
// expect: Timerish A deinit
// expect: unowned tick from B
// expect: Timerish B deinit
// expect: end
