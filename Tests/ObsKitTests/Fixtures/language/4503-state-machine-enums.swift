// Swift book style: Enumerations + Control Flow + Methods - a traffic light / turnstile state machine with mutating transitions and associated values
enum TurnstileState: CustomStringConvertible {
    case locked(coins: Int)
    case unlocked
    case broken(reason: String)
    var description: String {
        switch self {
        case .locked(let c): return "locked(\(c))"
        case .unlocked: return "unlocked"
        case .broken(let r): return "broken[\(r)]"
        }
    }
}
enum Event { case coin(Int), push, kick, repair }
struct Turnstile {
    static let fare = 50
    private(set) var state = TurnstileState.locked(coins: 0)
    private(set) var passages = 0
    mutating func handle(_ event: Event) {
        switch (state, event) {
        case (.broken, .repair):
            state = .locked(coins: 0)
        case (.broken, _):
            break
        case (_, .kick):
            state = .broken(reason: "kicked while \(state)")
        case (.locked(let have), .coin(let amount)) where have + amount >= Turnstile.fare:
            state = .unlocked
        case (.locked(let have), .coin(let amount)):
            state = .locked(coins: have + amount)
        case (.locked, .push):
            break
        case (.unlocked, .push):
            passages += 1
            state = .locked(coins: 0)
        case (.unlocked, .coin):
            break
        case (_, .repair):
            break
        }
    }
}
var gate = Turnstile()
let script: [Event] = [.push, .coin(20), .coin(20), .push, .coin(10), .push, .coin(100), .kick, .push, .coin(5), .repair, .coin(50), .push]
for e in script {
    gate.handle(e)
    print(gate.state, terminator: " | ")
}
print()
print("passages: \(gate.passages)")

enum TrafficLight: Int, CaseIterable {
    case red = 30, green = 25, yellow = 5
    var next: TrafficLight {
        switch self {
        case .red: return .green
        case .green: return .yellow
        case .yellow: return .red
        }
    }
    mutating func advance() { self = next }
}
var light = TrafficLight.red
var elapsed = 0
var timeline: [String] = []
while elapsed < 100 {
    timeline.append("\(elapsed):\(light)")
    elapsed += light.rawValue
    light.advance()
}
print(timeline.joined(separator: " "))
print(TrafficLight.allCases.map(\.rawValue).reduce(0, +))

enum Command {
    case move(dx: Int, dy: Int)
    case turn(left: Bool)
    case repeatTimes(Int, [Command])
}
struct Robot {
    var x = 0, y = 0
    var heading = 0
    mutating func run(_ commands: [Command]) {
        for c in commands {
            switch c {
            case let .move(dx, dy) where dx == 0 && dy == 0:
                continue
            case let .move(dx, dy):
                let (hx, hy) = [(0, 1), (1, 0), (0, -1), (-1, 0)][heading]
                x += dx * (hy != 0 ? 1 : hx) + dy * hx
                y += dy * hy
            case .turn(let left):
                heading = (heading + (left ? 3 : 1)) % 4
            case let .repeatTimes(n, body):
                for _ in 0..<n { run(body) }
            }
        }
    }
}
var robot = Robot()
robot.run([.move(dx: 0, dy: 2), .turn(left: false), .move(dx: 0, dy: 3), .move(dx: 0, dy: 0),
           .repeatTimes(2, [.turn(left: true), .move(dx: 0, dy: 1)])])
print("robot at (\(robot.x), \(robot.y)) heading \(robot.heading)")

func classify(_ value: Any) -> String {
    switch value {
    case let n as Int where n < 0: return "negative int"
    case let n as Int where n.isMultiple(of: 2): return "even int"
    case is Int: return "odd int"
    case let s as String where s.isEmpty: return "empty string"
    case let s as String: return "string of \(s.count)"
    case let (a, b) as (Int, Int): return "pair summing to \(a + b)"
    default: return "unknown"
    }
}
for v in [-3, 4, 7, "", "hey", (2, 5), 1.5] as [Any] { print(classify(v)) }

// expect: locked(0) | locked(20) | locked(40) | locked(40) | unlocked | locked(0) | unlocked | broken[kicked while unlocked] | broken[kicked while unlocked] | broken[kicked while unlocked] | locked(0) | unlocked | locked(0) | 
// expect: passages: 2
// expect: 0:red 30:green 55:yellow 60:red 90:green
// expect: 60
// expect: robot at (2, 3) heading 3
// expect: negative int
// expect: even int
// expect: odd int
// expect: empty string
// expect: string of 3
// expect: pair summing to 7
// expect: unknown
