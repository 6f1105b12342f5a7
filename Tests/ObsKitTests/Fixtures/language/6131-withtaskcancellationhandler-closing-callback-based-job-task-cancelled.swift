// SwiftLee style (cancellation handlers): withTaskCancellationHandler closing a callback-based job when its task is cancelled
import Foundation

final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    func add(_ entry: String) { lock.lock(); entries.append(entry); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return entries }
}

final class Job: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<String, Never>?
    var isWaiting: Bool { lock.lock(); defer { lock.unlock() }; return continuation != nil }
    func wait(_ c: CheckedContinuation<String, Never>) { lock.lock(); continuation = c; lock.unlock() }
    func finish(_ value: String) {
        lock.lock(); let c = continuation; continuation = nil; lock.unlock()
        c?.resume(returning: value)
    }
}

let log = EventLog()

func quick(_ name: String) async -> String {
    await withTaskCancellationHandler {
        log.add("\(name): operation runs")
        return "\(name) done"
    } onCancel: {
        log.add("\(name): onCancel")
    }
}

let plain = Task { await quick("plain") }
print(await plain.value)

let precancelled = Task { await quick("early") }
precancelled.cancel()
print(await precancelled.value)

let job = Job()
let waiting = Task {
    await withTaskCancellationHandler {
        await withCheckedContinuation { job.wait($0) }
    } onCancel: {
        log.add("waiting: onCancel")
        job.finish("stopped by cancel")
    }
}
while !job.isWaiting { await Task.yield() }
waiting.cancel()
print(await waiting.value)

for entry in log.all { print("log:", entry) }

// expect: plain done
// expect: early done
// expect: stopped by cancel
// expect: log: plain: operation runs
// expect: log: early: onCancel
// expect: log: early: operation runs
// expect: log: waiting: onCancel
