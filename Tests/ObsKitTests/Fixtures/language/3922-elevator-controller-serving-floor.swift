// App code style: elevator controller serving floor requests with direction sweeps
enum Direction: CustomStringConvertible {
    case up, down, idle
    var description: String { self == .up ? "↑" : self == .down ? "↓" : "·" }
}

final class Elevator {
    let floors: ClosedRange<Int>
    private(set) var floor = 0 {
        willSet { if newValue != floor { travelled += abs(newValue - floor) } }
    }
    private(set) var direction = Direction.idle
    private(set) var travelled = 0
    private var requests = Set<Int>()
    var stops: [Int] = []

    init(floors: ClosedRange<Int>) { self.floors = floors }

    func request(_ f: Int) {
        guard floors.contains(f), f != floor else { return }
        requests.insert(f)
    }

    func step() {
        if requests.isEmpty { direction = .idle; return }
        if direction == .idle {
            let nearest = requests.min { abs($0 - floor) < abs($1 - floor) || (abs($0 - floor) == abs($1 - floor) && $0 < $1) }!
            direction = nearest > floor ? .up : .down
        }
        let ahead = requests.filter { direction == .up ? $0 > floor : $0 < floor }
        if ahead.isEmpty { direction = direction == .up ? .down : .up; return }
        floor += direction == .up ? 1 : -1
        if requests.remove(floor) != nil { stops.append(floor) }
    }
}

let e = Elevator(floors: 0...9)
let schedule: [Int: [Int]] = [0: [5, 2], 3: [1], 6: [8, 0], 12: [4]]
var trace: [String] = []
for t in 0..<26 {
    schedule[t]?.forEach { e.request($0) }
    e.step()
    trace.append("\(e.floor)\(e.direction)")
}
print(trace.joined(separator: " "))
print("stops: \(e.stops)")
print("travelled: \(e.travelled) floors")
// expect: 1↑ 2↑ 3↑ 4↑ 5↑ 5↓ 4↓ 3↓ 2↓ 1↓ 0↓ 0↑ 1↑ 2↑ 3↑ 4↑ 5↑ 6↑ 7↑ 8↑ 8· 8· 8· 8· 8· 8·
// expect: stops: [2, 5, 1, 0, 4, 8]
// expect: travelled: 18 floors
