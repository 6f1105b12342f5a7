// Check error: 'weak' delegate whose protocol is not class-bound
protocol TimerDelegate {
    func timerDidFire(_ count: Int)
}

class CountdownTimer {
    weak var delegate: TimerDelegate?
    var remaining = 3

    func tick() {
        remaining -= 1
        delegate?.timerDidFire(remaining)
    }
}

class Screen: TimerDelegate {
    func timerDidFire(_ count: Int) {
        print("\(count) seconds left")
    }
}

let screen = Screen()
let timer = CountdownTimer()
timer.delegate = screen
timer.tick()
// expect-error: 'weak' must not be applied to non-class-bound 'any TimerDelegate'; consider adding a protocol conformance that has a class bound
