// Compiler test style: weak self capture lets the object deinit; strong capture keeps it alive
final class Widget {
    let name: String
    var action: (() -> Void)?
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }

    func installWeak() {
        action = { [weak self] in
            if let s = self { print("weak sees \(s.name)") } else { print("weak sees nil") }
        }
    }
    func makeStrongGetter() -> () -> String {
        return { self.name.uppercased() }
    }
}

var w: Widget? = Widget("w1")
w!.installWeak()
w!.action?()
let kept = w!.action
w = nil
kept?()
print("---")
var getter: (() -> String)?
do {
    let t = Widget("w2")
    getter = t.makeStrongGetter()
}
print("after scope:", getter!())
getter = nil
print("end")
// expect: init w1
// expect: weak sees w1
// expect: deinit w1
// expect: weak sees nil
// expect: ---
// expect: init w2
// expect: after scope: W2
// expect: deinit w2
// expect: end
