// Compiler test style: unowned self captured in stored closure plus deinit verifying release
class Button {
    let title: String
    var action: (() -> String)?
    init(title: String) { self.title = title }
    deinit { print("Button \(title) deinit") }
}
class Screen {
    let name: String
    let button: Button
    var taps = 0
    init(name: String) {
        self.name = name
        button = Button(title: "\(name)-ok")
        button.action = { [unowned self] in
            self.taps += 1
            return "\(self.name) tapped \(self.taps)"
        }
    }
    deinit { print("Screen \(name) deinit") }
}

func runScreen() {
    let s = Screen(name: "home")
    print(s.button.action!())
    print(s.button.action!())
    print("taps \(s.taps)")
}
runScreen()
print("after runScreen")

class Leaky {
    var closure: (() -> Void)?
    deinit { print("Leaky deinit") }
}
do {
    let l = Leaky()
    l.closure = { [weak l] in print(l == nil ? "nil" : "alive") }
    l.closure!()
}
print("end")
// expect: home tapped 1
// expect: home tapped 2
// expect: taps 2
// expect: Screen home deinit
// expect: Button home-ok deinit
// expect: after runScreen
// expect: alive
// expect: Leaky deinit
// expect: end
