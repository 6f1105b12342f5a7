// Swift Evolution style (SE-0269 implicit self in closures): escaping closures in value types and with `[self]` captures in classes that refer to members without `self.`
struct Thermostat {
    var target: Double
    var unit: String

    func makeReporter() -> () -> String {
        return { "target \(target)\(unit)" }
    }

    func adjusters() -> [(Double) -> Double] {
        [{ $0 + target }, { $0 * 2 - target }]
    }
}

var t = Thermostat(target: 21.5, unit: "C")
let report = t.makeReporter()
t.target = 30
print(report())
print(t.makeReporter()())
print(t.adjusters().map { $0(10) })

final class Scheduler {
    var jobs: [() -> Void] = []
    var ticks = 0
    let name: String
    init(name: String) { self.name = name }

    func addTickJob() {
        jobs.append { [self] in
            ticks += 1
            print("\(name) tick \(ticks)")
        }
    }

    func addResetJob(to value: Int) {
        jobs.append { [self, value] in
            ticks = value
            print("\(name) reset to \(value)")
        }
    }

    func runJobs() { jobs.forEach { $0() } }
}

let s = Scheduler(name: "main")
s.addTickJob()
s.addTickJob()
s.addResetJob(to: 10)
s.addTickJob()
s.runJobs()
print("final ticks", s.ticks)

enum Mode {
    case quiet, loud
    func formatter() -> (String) -> String {
        { text in
            switch self {
            case .quiet: text.lowercased()
            case .loud: text.uppercased() + "!"
            }
        }
    }
    var greeter: () -> String { { "mode \(self)" } }
}
print(Mode.quiet.formatter()("Hello"), Mode.loud.formatter()("Hello"))
print(Mode.loud.greeter())

struct Counter {
    var count = 0
    mutating func bumpAll(_ times: Int) {
        let step = count + 1
        let bumps = (0..<times).map { _ in step }
        count += bumps.reduce(0, +)
    }
}
var counter = Counter(count: 1)
counter.bumpAll(3)
print(counter.count)

// expect: target 21.5C
// expect: target 30.0C
// expect: [40.0, -10.0]
// expect: main tick 1
// expect: main tick 2
// expect: main reset to 10
// expect: main tick 11
// expect: final ticks 11
// expect: hello HELLO!
// expect: mode loud
// expect: 7
