// [weak self] and [unowned self] capture lists, strong capture cycles broken by hand, and deinit messages in order
final class Timer {
    var handler: (() -> Void)?
    let name: String
    init(_ name: String) { self.name = name; print("Timer \(name) init") }
    func fire() { handler?() }
    deinit { print("Timer \(name) deinit") }
}
final class Screen {
    let title: String
    var timer: Timer
    var ticks = 0
    init(_ title: String, mode: String) {
        self.title = title
        timer = Timer("\(title)-timer")
        switch mode {
        case "weak":
            timer.handler = { [weak self] in
                guard let self else { print("  tick: screen gone"); return }
                self.ticks += 1
                print("  tick \(self.title) \(self.ticks)")
            }
        case "unowned":
            timer.handler = { [unowned self] in
                ticks += 10
                print("  unowned tick \(title) \(ticks)")
            }
        default:
            timer.handler = { self.ticks += 100; print("  strong tick \(self.title) \(self.ticks)") }
        }
    }
    deinit { print("Screen \(title) deinit (ticks \(ticks))") }
}

print("-- weak")
var keptTimer: Timer?
do {
    let s = Screen("A", mode: "weak")
    s.timer.fire()
    s.timer.fire()
    keptTimer = s.timer
}
keptTimer?.fire()
keptTimer = nil

print("-- unowned")
do {
    let s = Screen("B", mode: "unowned")
    s.timer.fire()
}

print("-- strong cycle")
weak var probe: Screen?
do {
    let s = Screen("C", mode: "strong")
    s.timer.fire()
    probe = s
}
print("alive after scope:", probe != nil)
probe?.timer.handler = nil
print("alive after breaking:", probe != nil)

print("-- capture value vs reference")
final class Counter { var n = 0; deinit { print("Counter deinit at \(n)") } }
var closures: [() -> Int] = []
do {
    let c = Counter()
    closures.append { [c] in c.n += 1; return c.n }
    closures.append { [weak c] in c?.n ?? -1 }
    print(closures[0](), closures[0](), closures[1]())
}
print("scope ended, closures still hold one strong ref")
closures.removeFirst()
print("after removing strong closure:", closures[0]())
var x = 1
let captured = { [x] in x * 10 }
let live = { x * 10 }
x = 5
print(captured(), live())
print("-- end")

// expect: -- weak
// expect: Timer A-timer init
// expect:   tick A 1
// expect:   tick A 2
// expect: Screen A deinit (ticks 2)
// expect:   tick: screen gone
// expect: Timer A-timer deinit
// expect: -- unowned
// expect: Timer B-timer init
// expect:   unowned tick B 10
// expect: Screen B deinit (ticks 10)
// expect: Timer B-timer deinit
// expect: -- strong cycle
// expect: Timer C-timer init
// expect:   strong tick C 100
// expect: alive after scope: true
// expect: Screen C deinit (ticks 100)
// expect: Timer C-timer deinit
// expect: alive after breaking: false
// expect: -- capture value vs reference
// expect: 1 2 2
// expect: scope ended, closures still hold one strong ref
// expect: Counter deinit at 2
// expect: after removing strong closure: -1
// expect: 10 50
// expect: -- end
