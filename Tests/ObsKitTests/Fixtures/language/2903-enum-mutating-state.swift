// Compiler test style: mutating methods on enums that reassign self, and state machines with associated values
enum TriStateSwitch {
    case off, low, high
    mutating func next() {
        switch self {
        case .off: self = .low
        case .low: self = .high
        case .high: self = .off
        }
    }
}

var ovenLight = TriStateSwitch.low
ovenLight.next()
print(ovenLight)
ovenLight.next()
print(ovenLight)

enum Download: Equatable {
    case idle
    case running(percent: Int)
    case finished(bytes: Int)
    case failed(reason: String)

    mutating func advance(by step: Int) {
        switch self {
        case .idle:
            self = .running(percent: step)
        case .running(let p) where p + step >= 100:
            self = .finished(bytes: 1024)
        case .running(let p):
            self = .running(percent: p + step)
        case .finished, .failed:
            break
        }
    }
}

var d = Download.idle
var history: [Download] = []
for _ in 0..<5 {
    d.advance(by: 30)
    history.append(d)
}
print(history)
print(d == .finished(bytes: 1024))
var broken = Download.failed(reason: "timeout")
broken.advance(by: 50)
print(broken)

// expect: high
// expect: off
// expect: [main.Download.running(percent: 30), main.Download.running(percent: 60), main.Download.running(percent: 90), main.Download.finished(bytes: 1024), main.Download.finished(bytes: 1024)]
// expect: true
// expect: failed(reason: "timeout")
