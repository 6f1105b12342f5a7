// Swift book style: Memory Safety: inout with property observers and computed properties (copy-in copy-out)
struct Thermostat {
    var target: Int = 20 {
        willSet { print("target will change from \(target) to \(newValue)") }
        didSet { print("target changed from \(oldValue) to \(target)") }
    }
    var fahrenheit: Int {
        get {
            print("reading fahrenheit")
            return target * 9 / 5 + 32
        }
        set {
            print("writing fahrenheit \(newValue)")
            target = (newValue - 32) * 5 / 9
        }
    }
}

func bumpThreeTimes(_ value: inout Int) {
    value += 1
    value += 1
    value += 1
    print("inside function value is \(value)")
}

var thermo = Thermostat()
bumpThreeTimes(&thermo.target)
print("target: \(thermo.target)")
print("---")
bumpThreeTimes(&thermo.fahrenheit)
print("target after fahrenheit bump: \(thermo.target)")
print("---")

class Log {
    var entries: [String] = [] {
        didSet { print("log now has \(entries.count) entries") }
    }
}

func appendTwo(_ list: inout [String]) {
    list.append("first")
    list.append("second")
}

let log = Log()
appendTwo(&log.entries)
print(log.entries)

var counters = ["a": 1]
func addTen(_ n: inout Int) { n += 10 }
addTen(&counters["a", default: 0])
addTen(&counters["b", default: 0])
for k in counters.keys.sorted() { print("\(k) = \(counters[k]!)") }

var grid = [[1, 2], [3, 4]]
addTen(&grid[1][0])
print(grid)

struct Wrapper {
    var inner = [0, 0, 0]
    subscript(i: Int) -> Int {
        get { inner[i] }
        set { print("subscript set \(i) = \(newValue)"); inner[i] = newValue }
    }
}
var w = Wrapper()
addTen(&w[2])
print(w.inner)
// expect: inside function value is 23
// expect: target will change from 20 to 23
// expect: target changed from 20 to 23
// expect: target: 23
// expect: ---
// expect: reading fahrenheit
// expect: inside function value is 76
// expect: writing fahrenheit 76
// expect: target will change from 23 to 24
// expect: target changed from 23 to 24
// expect: target after fahrenheit bump: 24
// expect: ---
// expect: log now has 2 entries
// expect: ["first", "second"]
// expect: a = 11
// expect: b = 10
// expect: [[1, 2], [13, 4]]
// expect: subscript set 2 = 10
// expect: [0, 0, 10]
