// Big Nerd Ranch style (memory management): capture lists with [weak self] and [unowned self], closures stored on objects, and cycles
class Button {
    let title: String
    var onTap: (() -> Void)?
    init(title: String) { self.title = title }
    deinit { print("button \(title) deinit") }
}
class Screen {
    let name: String
    let button: Button
    var taps = 0
    init(name: String) {
        self.name = name
        button = Button(title: "OK")
        button.onTap = { [weak self] in
            guard let self else { print("screen is gone"); return }
            self.taps += 1
            print("\(self.name) tapped \(self.taps)")
        }
    }
    deinit { print("screen \(name) deinit") }
}
var screen: Screen? = Screen(name: "Home")
let keptButton = screen!.button
keptButton.onTap?()
keptButton.onTap?()
screen = nil
keptButton.onTap?()
print("--")
class Timer {
    var ticks = 0
    lazy var tick: () -> Int = { [unowned self] in
        self.ticks += 1
        return self.ticks
    }
    deinit { print("timer deinit after \(ticks) ticks") }
}
do {
    let timer = Timer()
    print(timer.tick(), timer.tick(), timer.tick())
}
print("--")
class Leaky {
    let id: Int
    var action: (() -> Void)?
    init(id: Int) { self.id = id }
    func setUp() { action = { print("leaky \(self.id)") } }
    deinit { print("leaky \(id) deinit") }
}
var leaky: Leaky? = Leaky(id: 1)
leaky!.setUp()
leaky!.action?()
leaky!.action = nil
leaky = nil
print("--")
class Counter {
    var count = 0
    deinit { print("counter deinit \(count)") }
}
var counter: Counter? = Counter()
let increment = { [weak counter] in
    counter?.count += 1
    return counter?.count ?? -1
}
print(increment(), increment())
counter = nil
print(increment())
var x = 1
let snapshot = { [x] in x * 10 }
x = 5
print(snapshot(), x)

// expect: Home tapped 1
// expect: Home tapped 2
// expect: screen Home deinit
// expect: screen is gone
// expect: --
// expect: 1 2 3
// expect: timer deinit after 3 ticks
// expect: --
// expect: leaky 1
// expect: leaky 1 deinit
// expect: --
// expect: 1 2
// expect: counter deinit 2
// expect: -1
// expect: 10 5
