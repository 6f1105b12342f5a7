// Swift book style (Automatic Reference Counting): a lazy closure property that captures self leaks until the capture list uses unowned self
class Badge {
    let title: String
    let level: Int?
    lazy var render: () -> String = {
        if let level = self.level {
            return "[\(self.title) lv\(level)]"
        }
        return "[\(self.title)]"
    }
    init(title: String, level: Int? = nil) {
        self.title = title
        self.level = level
        print("made \(title)")
    }
    deinit { print("\(title) deinit") }
}

class SafeBadge {
    let title: String
    lazy var render: () -> String = { [unowned self] in
        "<\(self.title)>"
    }
    init(title: String) { self.title = title }
    deinit { print("\(title) deinit") }
}

print("leaky, closure never used:")
var quiet: Badge? = Badge(title: "quiet")
quiet = nil

print("leaky, closure used:")
var loud: Badge? = Badge(title: "loud", level: 3)
print(loud!.render())
loud = nil
print("(no deinit for loud: cycle)")

print("safe:")
var safe: SafeBadge? = SafeBadge(title: "safe")
print(safe!.render())
safe = nil

print("breaking a cycle by hand:")
var manual: Badge? = Badge(title: "manual")
print(manual!.render())
manual!.render = { "replaced" }
manual = nil

print("weak capture inside a stored callback:")
class Button {
    let caption: String
    var onPress: (() -> Void)?
    init(caption: String) { self.caption = caption }
    deinit { print("button \(caption) deinit") }
}
var ok: Button? = Button(caption: "OK")
ok!.onPress = { [weak ok] in print("pressed", ok?.caption ?? "nothing") }
ok!.onPress!()
let press = ok!.onPress!
ok = nil
press()
print("end")

// expect: leaky, closure never used:
// expect: made quiet
// expect: quiet deinit
// expect: leaky, closure used:
// expect: made loud
// expect: [loud lv3]
// expect: (no deinit for loud: cycle)
// expect: safe:
// expect: <safe>
// expect: safe deinit
// expect: breaking a cycle by hand:
// expect: made manual
// expect: [manual]
// expect: manual deinit
// expect: weak capture inside a stored callback:
// expect: pressed OK
// expect: button OK deinit
// expect: pressed nothing
// expect: end
