// Swift Evolution style (SE-0365): implicit self in closures after `guard let self` with weak captures
final class DownloadTask {
    let name: String
    var progress = 0
    var listeners: [() -> Void] = []
    var history: [String] = []

    init(name: String) { self.name = name }

    func record(_ message: String) {
        history.append(message)
    }

    func makeAdvancer(step: Int) -> () -> Void {
        return { [weak self] in
            guard let self else {
                print("task gone")
                return
            }
            progress += step
            record("advanced to \(progress)")
            if progress >= 100 {
                print("\(name) finished")
            }
        }
    }

    func makeReporter() -> () -> String {
        return { [weak self] in
            guard let self else { return "no task" }
            return "\(name): \(progress)% (\(history.count) events)"
        }
    }

    func scheduleListeners() {
        listeners.append { [weak self] in
            if let self {
                record("listener saw \(progress)")
            }
        }
    }
}

var task: DownloadTask? = DownloadTask(name: "archive.zip")
let advance = task!.makeAdvancer(step: 40)
let report = task!.makeReporter()
task!.scheduleListeners()

advance()
print(report())
advance()
task!.listeners.forEach { $0() }
advance()
print(report())
for entry in task!.history {
    print(entry)
}

task = nil
advance()
print(report())
// expect: archive.zip: 40% (1 events)
// expect: archive.zip finished
// expect: archive.zip: 120% (4 events)
// expect: advanced to 40
// expect: advanced to 80
// expect: listener saw 80
// expect: advanced to 120
// expect: task gone
// expect: no task
