// Compiler test style: mutating methods on enums that reassign self by switching on the current case
enum TrafficLight {
    case red(remaining: Int)
    case green(remaining: Int)
    case yellow(remaining: Int)
    case flashing

    mutating func tick() {
        switch self {
        case .red(let r) where r > 1: self = .red(remaining: r - 1)
        case .red: self = .green(remaining: 3)
        case .green(let r) where r > 1: self = .green(remaining: r - 1)
        case .green: self = .yellow(remaining: 1)
        case .yellow(let r) where r > 1: self = .yellow(remaining: r - 1)
        case .yellow: self = .red(remaining: 2)
        case .flashing: break
        }
    }

    mutating func fault() { self = .flashing }

    var symbol: String {
        switch self {
        case .red(let r): return "R\(r)"
        case .green(let r): return "G\(r)"
        case .yellow(let r): return "Y\(r)"
        case .flashing: return "!!"
        }
    }
}

var light = TrafficLight.red(remaining: 2)
var timeline: [String] = []
for t in 0..<12 {
    timeline.append(light.symbol)
    if t == 9 { light.fault() } else { light.tick() }
}
print(timeline.joined(separator: " "))

enum Counter {
    case stopped
    case counting(Int)
    case overflowed

    mutating func increment(limit: Int) {
        switch self {
        case .stopped: self = .counting(1)
        case .counting(let n) where n + 1 > limit: self = .overflowed
        case .counting(let n): self = .counting(n + 1)
        case .overflowed: break
        }
    }

    mutating func reset() {
        if case .overflowed = self { self = .stopped }
    }
}

var c = Counter.stopped
for i in 1...6 {
    c.increment(limit: 4)
    switch c {
    case .counting(let n): print("step \(i): count \(n)")
    case .overflowed: print("step \(i): overflow")
    case .stopped: print("step \(i): stopped")
    }
}
c.reset()
if case .stopped = c { print("reset to stopped") }

enum Toggle {
    case on, off
    mutating func flip() { self = self == .on ? .off : .on }
}
var switches: [Toggle] = [.on, .off, .off, .on, .on]
for i in switches.indices where i % 2 == 0 { switches[i].flip() }
print(switches.map { $0 == .on ? "1" : "0" }.joined())

indirect enum Stack {
    case empty
    case item(Int, Stack)
    mutating func push(_ v: Int) { self = .item(v, self) }
    mutating func pop() -> Int? {
        guard case let .item(v, rest) = self else { return nil }
        self = rest
        return v
    }
}
var st = Stack.empty
for v in [3, 1, 4, 1, 5] { st.push(v) }
var popped: [Int] = []
while let v = st.pop() { popped.append(v) }
print("popped \(popped), extra pop \(st.pop() == nil ? "nil" : "value")")

// Expected output:
// expect: R2 R1 G3 G2 G1 Y1 R2 R1 G3 G2 !! !!
// expect: step 1: count 1
// expect: step 2: count 2
// expect: step 3: count 3
// expect: step 4: count 4
// expect: step 5: overflow
// expect: step 6: overflow
// expect: reset to stopped
// expect: 00110
// expect: popped [5, 1, 4, 1, 3], extra pop nil
