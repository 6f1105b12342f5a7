// simple state machine with enums: a door with events, transitions and invalid moves (expected output from swiftc 6.3.1 on Linux)
enum DoorState: String {
    case open, closed, locked
}

enum DoorEvent {
    case push, pull, lock(code: Int), unlock(code: Int)
}

struct Door {
    private(set) var state: DoorState = .closed
    private let secret: Int
    private(set) var log: [String] = []

    init(secret: Int) { self.secret = secret }

    mutating func handle(_ event: DoorEvent) {
        let old = state
        switch (state, event) {
        case (.closed, .pull):
            state = .open
        case (.open, .push):
            state = .closed
        case (.closed, .lock(let code)) where code == secret:
            state = .locked
        case (.locked, .unlock(let code)) where code == secret:
            state = .closed
        case (.locked, .unlock):
            log.append("wrong code")
            return
        default:
            log.append("ignored \(event) in \(state)")
            return
        }
        log.append("\(old.rawValue) -> \(state.rawValue)")
    }
}

enum Light: CaseIterable {
    case red, green, yellow
    var next: Light {
        let all = Light.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
    var seconds: Int {
        switch self {
        case .red: return 30
        case .green: return 25
        case .yellow: return 5
        }
    }
}

var door = Door(secret: 1234)
let events: [DoorEvent] = [.pull, .lock(code: 1234), .push, .lock(code: 1111), .lock(code: 1234),
                           .pull, .unlock(code: 9), .unlock(code: 1234), .pull]
for e in events { door.handle(e) }
for entry in door.log { print(entry) }
print("Final: \(door.state)")

var light = Light.red
var elapsed = 0
for _ in 0..<7 {
    print("\(light) for \(light.seconds)s (t=\(elapsed))")
    elapsed += light.seconds
    light = light.next
}
// expect: closed -> open
// expect: ignored lock(code: 1234) in open
// expect: open -> closed
// expect: ignored lock(code: 1111) in closed
// expect: closed -> locked
// expect: ignored pull in locked
// expect: wrong code
// expect: locked -> closed
// expect: closed -> open
// expect: Final: open
// expect: red for 30s (t=0)
// expect: green for 25s (t=30)
// expect: yellow for 5s (t=55)
// expect: red for 30s (t=60)
// expect: green for 25s (t=90)
// expect: yellow for 5s (t=115)
// expect: red for 30s (t=120)
