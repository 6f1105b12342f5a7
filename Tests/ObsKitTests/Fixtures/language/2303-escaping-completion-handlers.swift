// Compiler test style: escaping closures stored for later (completion handlers, event queues), optional closures, withoutActuallyEscaping
final class Downloader {
  private var pending: [(id: Int, completion: (String) -> Void)] = []
  private var nextID = 1

  @discardableResult
  func request(_ path: String, completion: @escaping (String) -> Void) -> Int {
    let id = nextID
    nextID += 1
    pending.append((id, { body in completion("\(path): \(body)") }))
    return id
  }

  func cancel(_ id: Int) { pending.removeAll { $0.id == id } }

  func flush() {
    let jobs = pending
    pending = []
    for job in jobs { job.completion("payload\(job.id)") }
  }
  var pendingCount: Int { pending.count }
}

let downloader = Downloader()
var received: [String] = []
downloader.request("/a") { received.append($0) }
let b = downloader.request("/b") { received.append($0.uppercased()) }
downloader.request("/c") { body in
  received.append(body)
  downloader.request("/c/retry") { received.append("retry " + $0) }
}
downloader.cancel(b)
print("pending", downloader.pendingCount)
downloader.flush()
print(received)
print("pending", downloader.pendingCount)
downloader.flush()
print(received.last!)

struct EventBus {
  var listeners: [String: [(Int) -> Void]] = [:]
  mutating func on(_ name: String, _ handler: @escaping (Int) -> Void) {
    listeners[name, default: []].append(handler)
  }
  func emit(_ name: String, _ value: Int) {
    listeners[name]?.forEach { $0(value) }
  }
}
var bus = EventBus()
var total = 0
bus.on("add") { total += $0 }
bus.on("add") { total += $0 * 100 }
bus.on("reset") { _ in total = 0 }
bus.emit("add", 2)
print(total)
bus.emit("missing", 5)
bus.emit("reset", 0)
bus.emit("add", 1)
print(total)

func runLater(_ work: (() -> Void)? = nil) -> String {
  guard let work = work else { return "nothing to run" }
  work()
  return "ran"
}
print(runLater(), runLater { total += 1 }, total)

func countMatches(_ xs: [Int], _ pred: (Int) -> Bool) -> Int {
  return withoutActuallyEscaping(pred) { escapable in
    xs.lazy.filter(escapable).count
  }
}
print(countMatches([1, 5, 8, 12, 3]) { $0 > 4 })

// expect: pending 2
// expect: ["/a: payload1", "/c: payload3"]
// expect: pending 1
// expect: retry /c/retry: payload4
// expect: 202
// expect: 101
// expect: nothing to run ran 102
// expect: 3
