// Apple, "ObservableObject" / Swift by Sundell (a plain property changes nothing until objectWillChange.send() is called); rules §6.1, §6.2, §4.4
import SwiftUI

final class DownloadManager: ObservableObject {
    var progress = 0

    func advance() {
        progress += 25
        print("progress is \(progress)")
    }

    func advanceAndNotify() {
        objectWillChange.send()
        progress += 25
        print("progress is \(progress), notified")
    }
}

struct DownloadView: View {
    @StateObject private var manager = DownloadManager()

    var body: some View {
        let _ = print("DownloadView body: \(manager.progress)%")
        VStack {
            ProgressView(value: Double(manager.progress), total: 100)
            Button("Step silently") { manager.advance() }
            Button("Step and notify") { manager.advanceAndNotify() }
        }
    }
}

:mount DownloadView()
:tap "Step silently"
:tap "Step silently"
:tap "Step and notify"

// expect: DownloadView body: 0%
// expect: progress is 25
// expect: progress is 50
// expect: progress is 75, notified
// expect: DownloadView body: 75%
