// Swift Evolution style (SE-0365 implicit self after guard let self): weak-self closures that unwrap self and then use members without writing `self.`
final class Downloader {
    var name: String
    var log: [String] = []
    var handlers: [() -> Void] = []

    init(name: String) { self.name = name }

    func record(_ message: String) { log.append("\(name): \(message)") }

    func schedule(_ step: String) {
        handlers.append { [weak self] in
            guard let self else {
                print("gone before \(step)")
                return
            }
            record(step)
            if log.count > 1 { record("count now \(log.count)") }
        }
    }

    func scheduleIfLet(_ step: String) {
        handlers.append { [weak self] in
            if let self {
                name = name.uppercased()
                record("renamed during \(step)")
            }
        }
    }

    func runAll() {
        let pending = handlers
        handlers.removeAll()
        for handler in pending { handler() }
    }
}

let loader = Downloader(name: "dl")
loader.schedule("start")
loader.schedule("middle")
loader.scheduleIfLet("rename")
loader.schedule("end")
loader.runAll()
for line in loader.log { print(line) }

var orphanHandlers: [() -> Void] = []
do {
    let temporary = Downloader(name: "temp")
    temporary.schedule("late")
    orphanHandlers = temporary.handlers
}
for handler in orphanHandlers { handler() }

final class Counter {
    var value = 0
    lazy var incrementer: () -> Int = { [unowned self] in
        value += 2
        return value
    }
}
let counter = Counter()
print(counter.incrementer(), counter.incrementer())

// expect: dl: start
// expect: dl: middle
// expect: dl: count now 2
// expect: DL: renamed during rename
// expect: DL: end
// expect: DL: count now 5
// expect: gone before late
// expect: 2 4
