// Swift book style (object lifetime with closures stored elsewhere): a cache of closures capturing objects keeps them alive until the cache is cleared
class Image {
    let file: String
    init(file: String) {
        self.file = file
        print("load \(file)")
    }
    func draw() -> String { "drawing \(file)" }
    deinit { print("unload \(file)") }
}

class RenderQueue {
    var jobs: [() -> String] = []
    func add(_ job: @escaping () -> String) { jobs.append(job) }
    func flush() {
        for job in jobs { print(job()) }
        jobs.removeAll()
        print("queue flushed")
    }
}

let queue = RenderQueue()
func schedule() {
    let a = Image(file: "a.png")
    let b = Image(file: "b.png")
    queue.add { a.draw() }
    queue.add { [weak b] in b?.draw() ?? "b is gone" }
    print("scheduled")
}
schedule()
print("after schedule")
queue.flush()

do {
    let c = Image(file: "c.png")
    let job: () -> String = { [c] in c.draw() + " (captured by value list)" }
    queue.add(job)
}
print("c scope ended")
queue.flush()
print("end")

// expect: load a.png
// expect: load b.png
// expect: scheduled
// expect: unload b.png
// expect: after schedule
// expect: drawing a.png
// expect: b is gone
// expect: unload a.png
// expect: queue flushed
// expect: load c.png
// expect: c scope ended
// expect: drawing c.png (captured by value list)
// expect: unload c.png
// expect: queue flushed
// expect: end
