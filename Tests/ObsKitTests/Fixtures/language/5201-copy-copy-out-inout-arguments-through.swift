// Book style (Memory Safety): copy-in copy-out of inout arguments through computed properties and observers
struct Dial {
    private var raw = 0
    var value: Int {
        get {
            print("  get value \(raw)")
            return raw
        }
        set {
            print("  set value \(newValue)")
            raw = max(0, min(newValue, 11))
        }
    }
}

class Amplifier {
    var volume = 5 {
        willSet { print("  volume will be \(newValue)") }
        didSet { print("  volume was \(oldValue), now \(volume)") }
    }
    var dial = Dial()
}

func crank(_ level: inout Int, times: Int) {
    for _ in 0..<times { level += 2 }
    print("  inside crank: \(level)")
}

func apply(_ n: inout Int, _ steps: (inout Int) -> Void) {
    steps(&n)
}

print("dial:")
var dial = Dial()
crank(&dial.value, times: 3)
print("dial now", dial.value)
crank(&dial.value, times: 10)
print(dial)

print("amp:")
let amp = Amplifier()
crank(&amp.volume, times: 2)
print("amp volume", amp.volume)
crank(&amp.dial.value, times: 1)

print("closures:")
var level = 1
apply(&level) { $0 *= 10 }
apply(&level) { n in n -= 3 }
print(level)

var levels = [1, 2, 3]
for i in levels.indices {
    crank(&levels[i], times: i)
}
print(levels)
var copy = levels
copy[0] = 99
print(levels, copy)
let maybeLevel: Int? = levels.last
print(maybeLevel as Any, type(of: dial))

// expect: dial:
// expect:   get value 0
// expect:   inside crank: 6
// expect:   set value 6
// expect:   get value 6
// expect: dial now 6
// expect:   get value 6
// expect:   inside crank: 26
// expect:   set value 26
// expect: Dial(raw: 11)
// expect: amp:
// expect:   inside crank: 9
// expect:   volume will be 9
// expect:   volume was 5, now 9
// expect: amp volume 9
// expect:   get value 0
// expect:   inside crank: 2
// expect:   set value 2
// expect: closures:
// expect: 7
// expect:   inside crank: 1
// expect:   inside crank: 4
// expect:   inside crank: 7
// expect: [1, 4, 7]
// expect: [1, 4, 7] [99, 4, 7]
// expect: Optional(7) Dial
