// mutating-inout
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Counter {
    private(set) var value = 0
    var history: [Int] = []

    mutating func increment(by step: Int = 1) {
        value += step
        history.append(value)
    }

    mutating func reset() {
        self = Counter()
    }
}

func bump(_ c: inout Counter, times: Int) {
    for _ in 0..<times { c.increment() }
}

func swapEnds<T>(_ arr: inout [T]) {
    guard arr.count > 1 else { return }
    arr.swapAt(0, arr.count - 1)
}

func doubleAll(_ xs: inout [Int]) {
    for i in xs.indices { xs[i] *= 2 }
}

var c = Counter()
c.increment(by: 5)
bump(&c, times: 3)
print(c.value, c.history)
c.reset()
print(c.value, c.history.isEmpty)

var nums = [1, 2, 3, 4]
swapEnds(&nums)
doubleAll(&nums)
print(nums)

var counters = [Counter(), Counter()]
bump(&counters[1], times: 2)
counters[0].increment(by: 7)
print(counters.map { $0.value })

struct Point { var x = 0, y = 0 }
var p = Point()
func moveRight(_ v: inout Int, _ d: Int) { v += d }
moveRight(&p.x, 4)
moveRight(&p.y, -2)
print(p.x, p.y)
var dict = ["a": 1]
dict["a", default: 0] += 10
func addOne(_ v: inout Int) { v += 1 }
addOne(&dict["b", default: 100])
print(dict.sorted { $0.key < $1.key })
enum Light {
    case red, green, yellow
    mutating func next() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
}
var light = Light.red
var seen: [Light] = []
for _ in 0..<4 { seen.append(light); light.next() }
print(seen, light)
// expect: 8 [5, 6, 7, 8]
// expect: 0 true
// expect: [8, 4, 6, 2]
// expect: [7, 2]
// expect: 4 -2
// expect: [(key: "a", value: 11), (key: "b", value: 101)]
// expect: [main.Light.red, main.Light.green, main.Light.yellow, main.Light.red] green
