// SwiftLee / Fatbobman style — PITFALL on purpose: an ObservableObject property without @Published changes silently, so the view owning it never re-runs; sending objectWillChange by hand before the change (the same publisher @Published would use) makes the view catch up (rules §6.1, §6.2, §4.4)
import SwiftUI

final class Downloader: ObservableObject {
    var progress = 0

    func step() {
        progress += 25
    }

    func stepAndNotify() {
        objectWillChange.send()
        progress += 25
    }
}

struct DownloadView: View {
    @StateObject private var downloader = Downloader()

    var body: some View {
        let _ = print("DownloadView body: \(downloader.progress)%")
        VStack {
            Button("Step") {
                downloader.step()
                print("progress is \(downloader.progress)")
            }
            Button("Step and notify") { downloader.stepAndNotify() }
        }
    }
}

:mount DownloadView()
// expect: DownloadView body: 0%
:tap "Step"
// expect: progress is 25
:tap "Step"
// expect: progress is 50
:tap "Step and notify"
// expect: DownloadView body: 75%
