// Swift by Sundell style (protocol-based dependency injection): a Clock protocol and a class-constrained Observer, injected as any existentials into a service
protocol Clock {
    func now() -> Int
}

protocol TickObserver: AnyObject {
    var name: String { get }
    func tick(at time: Int)
}

struct FixedClock: Clock {
    let time: Int
    func now() -> Int { time }
}

final class SteppingClock: Clock {
    private var current: Int
    let step: Int
    init(start: Int, step: Int) { current = start; self.step = step }
    func now() -> Int { defer { current += step }; return current }
}

final class Recorder: TickObserver {
    let name: String
    var seen: [Int] = []
    init(name: String) { self.name = name }
    func tick(at time: Int) { seen.append(time) }
}

final class Scheduler {
    private let clock: any Clock
    private var observers: [any TickObserver] = []
    init(clock: any Clock) { self.clock = clock }
    func subscribe(_ o: any TickObserver) { observers.append(o) }
    func unsubscribe(_ o: any TickObserver) { observers.removeAll { $0 === o } }
    func fire() {
        let t = clock.now()
        observers.forEach { $0.tick(at: t) }
    }
}

let a = Recorder(name: "a"), b = Recorder(name: "b")
let stepping = Scheduler(clock: SteppingClock(start: 100, step: 5))
stepping.subscribe(a)
stepping.subscribe(b)
stepping.fire()
stepping.unsubscribe(a)
stepping.fire()
stepping.fire()
print(a.name, a.seen, b.name, b.seen)

let fixed = Scheduler(clock: FixedClock(time: 7))
fixed.subscribe(a)
fixed.fire(); fixed.fire()
print(a.seen)

// expect: a [100] b [100, 105, 110]
// expect: [100, 7, 7]
