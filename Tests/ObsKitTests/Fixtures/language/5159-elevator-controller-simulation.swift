// App code style: elevator controller simulation
enum Direction { case up, down, idle }

struct Elevator: CustomStringConvertible {
    private(set) var floor = 0
    private(set) var direction: Direction = .idle
    private(set) var stops: Set<Int> = []
    let floors: ClosedRange<Int>

    var description: String {
        let arrow: String
        switch direction {
        case .up: arrow = "^"
        case .down: arrow = "v"
        case .idle: arrow = "-"
        }
        return "[\(floor)\(arrow)] stops=\(stops.sorted())"
    }

    mutating func request(_ f: Int) {
        guard floors.contains(f), f != floor else { return }
        stops.insert(f)
        if direction == .idle { direction = f > floor ? .up : .down }
    }

    mutating func step() -> String? {
        switch direction {
        case .idle:
            return nil
        case .up:
            floor += 1
        case .down:
            floor -= 1
        }
        var event: String?
        if stops.remove(floor) != nil { event = "open doors at \(floor)" }
        let ahead = stops.contains { direction == .up ? $0 > floor : $0 < floor }
        if !ahead {
            if stops.isEmpty { direction = .idle }
            else { direction = direction == .up ? .down : .up }
        }
        return event
    }
}

var elevator = Elevator(floors: 0...9)
let calls: [Int: [Int]] = [0: [5, 2], 3: [1], 6: [8, 0, 42], 12: [4]]
var time = 0
var openings: [Int] = []
print("t0 \(elevator)")
while time < 25 {
    for f in calls[time] ?? [] {
        elevator.request(f)
        print("t\(time) call \(f) -> \(elevator)")
    }
    time += 1
    if let event = elevator.step() {
        openings.append(elevator.floor)
        print("t\(time) \(event) \(elevator)")
    } else if case .idle = elevator.direction, calls.keys.allSatisfy({ $0 < time }) {
        print("t\(time) idle, done")
        break
    }
}
print("visited: \(openings)")
let travel = zip([0] + openings, openings).map { abs($1 - $0) }.reduce(0, +)
print("floors travelled between stops: \(travel)")

// expect: t0 [0-] stops=[]
// expect: t0 call 5 -> [0^] stops=[5]
// expect: t0 call 2 -> [0^] stops=[2, 5]
// expect: t2 open doors at 2 [2^] stops=[5]
// expect: t3 call 1 -> [3^] stops=[1, 5]
// expect: t5 open doors at 5 [5v] stops=[1]
// expect: t6 call 8 -> [4v] stops=[1, 8]
// expect: t6 call 0 -> [4v] stops=[0, 1, 8]
// expect: t6 call 42 -> [4v] stops=[0, 1, 8]
// expect: t9 open doors at 1 [1v] stops=[0, 8]
// expect: t10 open doors at 0 [0^] stops=[8]
// expect: t12 call 4 -> [2^] stops=[4, 8]
// expect: t14 open doors at 4 [4^] stops=[8]
// expect: t18 open doors at 8 [8-] stops=[]
// expect: t19 idle, done
// expect: visited: [2, 5, 1, 0, 4, 8]
// expect: floors travelled between stops: 18
