// Hacking with Swift style: ObservableObject without @Published: a download queue that calls objectWillChange.send() by hand before each change; a change made without sending updates nothing until the next send, and every view observing the object re-runs whatever it read (rules §6.2, §6.5, §4.4, §5.1, §10.1)
import SwiftUI

final class DownloadQueue: ObservableObject {
    private(set) var pending: [String] = []
    var lastLog = ""

    func enqueue(_ name: String) {
        objectWillChange.send()
        pending.append(name)
    }

    func silentlyLog(_ text: String) {
        lastLog = text
    }

    func finishFirst() {
        guard !pending.isEmpty else { return }
        objectWillChange.send()
        pending.removeFirst()
    }
}

struct QueueBadge: View {
    @ObservedObject var queue: DownloadQueue

    var body: some View {
        let _ = print("QueueBadge body")
        Text("\(queue.pending.count)")
    }
}

struct QueueView: View {
    @StateObject private var queue = DownloadQueue()

    var body: some View {
        let _ = print("QueueView body: \(queue.pending.count) pending, log '\(queue.lastLog)'")
        VStack {
            Button("Enqueue") { queue.enqueue("file\(queue.pending.count + 1)") }
            Button("Log") { queue.silentlyLog("tapped log") }
            Button("Finish") { queue.finishFirst() }
            QueueBadge(queue: queue)
        }
    }
}

:mount QueueView()
// expect: QueueView body: 0 pending, log ''
// expect: QueueBadge body
:tap "Enqueue"
// expect: QueueView body: 1 pending, log ''
// expect: QueueBadge body
:tap "Log"
:tap "Finish"
// expect: QueueView body: 0 pending, log 'tapped log'
// expect: QueueBadge body
:tap "Finish"
