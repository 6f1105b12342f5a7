// Compiler test style: escaping closures stored in an array keep captured objects alive until the array drops them
final class Resource {
    let tag: String
    init(_ tag: String) { self.tag = tag; print("acquire \(tag)") }
    deinit { print("release \(tag)") }
}

final class Scheduler {
    private var jobs: [() -> String] = []
    func schedule(_ job: @escaping () -> String) {
        jobs.append(job)
    }
    func runAll() -> [String] {
        let results = jobs.map { $0() }
        return results
    }
    func drain() {
        print("draining \(jobs.count) jobs")
        jobs.removeAll()
    }
    func dropFirst() {
        jobs.removeFirst()
    }
}

let scheduler = Scheduler()
do {
    let r1 = Resource("db")
    let r2 = Resource("cache")
    scheduler.schedule { "job uses \(r1.tag)" }
    scheduler.schedule { "job uses \(r2.tag) and \(r1.tag)" }
    scheduler.schedule { "job uses nothing" }
    print("scope ending")
}
print("resources survive the scope")
for line in scheduler.runAll() { print(line) }
scheduler.dropFirst()
print("first job dropped; db still used by second job")
scheduler.drain()
print("after drain")

// Escaping closure that captures a value type copy vs a reference
struct Config { var retries: Int }
final class Holder { var config = Config(retries: 1) }
let holder = Holder()
var handlers: [(Int) -> Int] = []
let cfg = holder.config
handlers.append { $0 + cfg.retries }
handlers.append { $0 + holder.config.retries }
holder.config.retries = 10
print(handlers.map { $0(100) })

// expect: acquire db
// expect: acquire cache
// expect: scope ending
// expect: resources survive the scope
// expect: job uses db
// expect: job uses cache and db
// expect: job uses nothing
// expect: first job dropped; db still used by second job
// expect: draining 2 jobs
// expect: release cache
// expect: release db
// expect: after drain
// expect: [101, 110]
