// The Swift Programming Language style (ARC): closure capture lists with weak and unowned self, a lazy closure property cycle broken, and observing deinit when closures release
class Widget {
    let name: String
    let text: String?
    lazy var render: () -> String = { [unowned self] in
        if let t = self.text { return "<\(self.name)>\(t)</\(self.name)>" }
        return "<\(self.name) />"
    }
    init(name: String, text: String? = nil) { self.name = name; self.text = text }
    deinit { print("\(name) widget freed") }
}

var p: Widget? = Widget(name: "p", text: "hello")
print(p!.render())
p = nil

var br: Widget? = Widget(name: "br")
print(br!.render())
let keep = br!.render
br = nil
print("render kept, widget already freed")
_ = keep

class Timer {
    var ticks = 0
    var onTick: (() -> Void)?
    func fire(times: Int) { for _ in 0..<times { onTick?() } }
    deinit { print("timer freed after \(ticks) ticks") }
}

class Clock {
    let timer = Timer()
    var seconds = 0
    init() {
        timer.onTick = { [weak self] in
            guard let self else { print("clock gone"); return }
            self.seconds += 1
            self.timer.ticks += 1
        }
    }
    deinit { print("clock freed at \(seconds)s") }
}

var clock: Clock? = Clock()
clock!.timer.fire(times: 3)
print("seconds = \(clock!.seconds)")
let orphanTimer = clock!.timer
clock = nil
orphanTimer.fire(times: 1)
print("orphan ticks \(orphanTimer.ticks)")

var counter = 0
let snapshot = { [counter] in "captured \(counter)" }
let live = { "live \(counter)" }
counter = 5
print(snapshot(), live())

class Holder { var value = 1; deinit { print("holder freed") } }
var h: Holder? = Holder()
let weakly = { [weak h] in h?.value ?? -1 }
print(weakly())
h = nil
print(weakly())

// expect: <p>hello</p>
// expect: p widget freed
// expect: <br />
// expect: br widget freed
// expect: render kept, widget already freed
// expect: seconds = 3
// expect: clock freed at 3s
// expect: clock gone
// expect: orphan ticks 3
// expect: captured 0 live 5
// expect: 1
// expect: holder freed
// expect: -1
