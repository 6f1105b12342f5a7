// A subclass initializer that never calls `super.init()` calls it at its end; each class's property
// defaults are set when its own initializer starts. Expected output from swiftc 6.3.1 on Linux.
func trace(_ text: String) -> Int { print("  ", text); return text.count }
class Widget {
    var frame = trace("Widget.frame default")
    init() { print("   Widget.init") }
}
class PushButton: Widget {
    var title: String
    var tint = trace("PushButton.tint default")
    init(title: String) {
        print("   PushButton.init before super")
        self.title = title
    }
}
print("making a button")
let ok = PushButton(title: "OK")
print(ok.title, ok.frame, ok.tint)

// expect: making a button
// expect:    PushButton.tint default
// expect:    PushButton.init before super
// expect:    Widget.frame default
// expect:    Widget.init
// expect: OK 20 23
