// Book style (Methods): instance methods, self disambiguation and type methods on a bank of timers
struct Timer {
    var name: String
    var seconds: Int

    func isLonger(than seconds: Int) -> Bool {
        self.seconds > seconds
    }
    mutating func add(seconds: Int) {
        self.seconds += seconds
    }
    mutating func split() -> Timer {
        let half = seconds / 2
        seconds -= half
        return Timer(name: name + "-b", seconds: half)
    }
    static func zero(named name: String) -> Timer { Timer(name: name, seconds: 0) }
    static func + (l: Timer, r: Timer) -> Timer {
        Timer(name: l.name + "+" + r.name, seconds: l.seconds + r.seconds)
    }
}

class Kitchen {
    var timers: [Timer] = []
    static var instances = 0
    class func describeKind() -> String { "kitchen" }
    init() { Self.instances += 1 }
    func start(_ name: String, _ s: Int) {
        timers.append(Timer(name: name, seconds: s))
    }
    func tick(by amount: Int) {
        for i in timers.indices {
            timers[i].seconds = max(0, timers[i].seconds - amount)
        }
        timers.removeAll { $0.seconds == 0 }
    }
    func names() -> [String] { timers.map(\.name) }
}

class Bakery: Kitchen {
    override class func describeKind() -> String { "bakery (\(super.describeKind()))" }
}

var t = Timer(name: "eggs", seconds: 300)
print(t.isLonger(than: 200), t.isLonger(than: 400))
t.add(seconds: 60)
print(t)
let other = t.split()
print(t, other)
print(t + other)
print(Timer.zero(named: "idle"))

let k = Kitchen()
k.start("pasta", 600)
k.start("tea", 120)
k.start("rice", 900)
k.tick(by: 150)
print(k.names(), k.timers.map(\.seconds))
k.tick(by: 500)
print(k.names(), k.timers.map(\.seconds))
_ = Bakery()
print(Kitchen.instances, Kitchen.describeKind(), Bakery.describeKind())
let kinds: [Kitchen.Type] = [Kitchen.self, Bakery.self]
print(kinds.map { $0.describeKind() })
let method = Timer.isLonger
print(method(t)(100))
var timers = [Timer(name: "a", seconds: 5), Timer(name: "b", seconds: 50)]
timers[0].add(seconds: 10)
print(timers)

// expect: true false
// expect: Timer(name: "eggs", seconds: 360)
// expect: Timer(name: "eggs", seconds: 180) Timer(name: "eggs-b", seconds: 180)
// expect: Timer(name: "eggs+eggs-b", seconds: 360)
// expect: Timer(name: "idle", seconds: 0)
// expect: ["pasta", "rice"] [450, 750]
// expect: ["rice"] [250]
// expect: 2 kitchen bakery (kitchen)
// expect: ["kitchen", "bakery (kitchen)"]
// expect: true
// expect: [main.Timer(name: "a", seconds: 15), main.Timer(name: "b", seconds: 50)]
