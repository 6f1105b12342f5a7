// A closure capturing self strongly keeps its owner alive until the closure property is cleared.
class Job {
    let name: String
    var completion: (() -> Void)?
    init(name: String) { self.name = name }
    func setUp() {
        completion = { print("finished \(self.name)") }
    }
    deinit { print("job \(name) deinit") }
}
var job: Job? = Job(name: "build")
job!.setUp()
weak var watcher = job
job = nil
print("still alive:", watcher != nil)
watcher?.completion?()
watcher?.completion = nil
print("alive after clearing:", watcher != nil)

// expect: still alive: true
// expect: finished build
// expect: job build deinit
// expect: alive after clearing: false
