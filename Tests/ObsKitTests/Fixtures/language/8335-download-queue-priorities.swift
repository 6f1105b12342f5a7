// App model layer: a download queue with priorities, concurrency slots and simulated progress ticks
enum Priority: Int, Comparable {
    case background = 0, normal, userInitiated
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}

struct DownloadTask {
    let name: String
    let sizeKB: Int
    let priority: Priority
    let enqueuedOrder: Int
    var downloadedKB = 0
    var isDone: Bool { downloadedKB >= sizeKB }
}

struct DownloadQueue {
    let maxConcurrent: Int
    let kbPerTick: Int
    private(set) var waiting: [DownloadTask] = []
    private(set) var active: [DownloadTask] = []
    private(set) var finished: [String] = []
    private var counter = 0

    init(maxConcurrent: Int, kbPerTick: Int) {
        self.maxConcurrent = maxConcurrent
        self.kbPerTick = kbPerTick
    }

    mutating func enqueue(_ name: String, sizeKB: Int, priority: Priority = .normal) {
        waiting.append(DownloadTask(name: name, sizeKB: sizeKB, priority: priority, enqueuedOrder: counter))
        counter += 1
        waiting.sort { ($0.priority, -$0.enqueuedOrder) > ($1.priority, -$1.enqueuedOrder) }
    }

    mutating func tick() {
        while active.count < maxConcurrent, !waiting.isEmpty {
            active.append(waiting.removeFirst())
        }
        guard !active.isEmpty else { return }
        let share = kbPerTick / active.count
        for i in active.indices { active[i].downloadedKB = min(active[i].sizeKB, active[i].downloadedKB + share) }
        finished += active.filter(\.isDone).map(\.name)
        active.removeAll(where: \.isDone)
    }

    var isIdle: Bool { waiting.isEmpty && active.isEmpty }
    var statusLine: String {
        let parts = active.map { "\($0.name) \($0.downloadedKB * 100 / $0.sizeKB)%" }
        return parts.isEmpty ? "idle" : parts.joined(separator: ", ")
    }
}

var queue = DownloadQueue(maxConcurrent: 2, kbPerTick: 100)
queue.enqueue("podcast.mp3", sizeKB: 300)
queue.enqueue("thumb.jpg", sizeKB: 20, priority: .userInitiated)
queue.enqueue("backup.zip", sizeKB: 150, priority: .background)
queue.enqueue("avatar.png", sizeKB: 40, priority: .userInitiated)
queue.enqueue("doc.pdf", sizeKB: 120)
print("order: \(queue.waiting.map(\.name))")
var tick = 0
while !queue.isIdle && tick < 20 {
    tick += 1
    queue.tick()
    print("tick \(tick): \(queue.statusLine)")
}
print("finished: \(queue.finished)")

// expect: order: ["thumb.jpg", "avatar.png", "podcast.mp3", "doc.pdf", "backup.zip"]
// expect: tick 1: idle
// expect: tick 2: podcast.mp3 16%, doc.pdf 41%
// expect: tick 3: podcast.mp3 33%, doc.pdf 83%
// expect: tick 4: podcast.mp3 50%
// expect: tick 5: podcast.mp3 66%, backup.zip 33%
// expect: tick 6: podcast.mp3 83%, backup.zip 66%
// expect: tick 7: idle
// expect: finished: ["thumb.jpg", "avatar.png", "doc.pdf", "podcast.mp3", "backup.zip"]
