// what's-new style: PITFALL (on purpose): an @Observable passed to a child as a plain `let` is still tracked: no wrapper needed, the child re-runs for what its body read (taps and task ticks alike), the parent does not; an equal rename does nothing (rules §8.3, §8.1, §11.3)
import SwiftUI

@Observable
final class Download {
    var progress = 0
    var fileName = "video.mov"
}

struct ProgressRow: View {
    let download: Download

    var body: some View {
        let _ = print("ProgressRow body: \(download.fileName) \(download.progress)%")
        Text("\(download.fileName) \(download.progress)%")
    }
}

struct DownloadsScreen: View {
    @State private var download = Download()

    var body: some View {
        let _ = print("DownloadsScreen body")
        VStack {
            ProgressRow(download: download)
            Button("Advance") { download.progress += 25 }
            Button("Same name") { download.fileName = "video.mov" }
            Button("Rename") { download.fileName = "clip.mov" }
        }
        .task {
            for _ in 0..<2 {
                try? await Task.sleep(for: .seconds(1))
                download.progress += 10
            }
        }
    }
}

:mount DownloadsScreen()
// expect: DownloadsScreen body
// expect: ProgressRow body: video.mov 0%
:tap "Advance"
// expect: ProgressRow body: video.mov 25%
:advance 2s
// expect: ProgressRow body: video.mov 35%
// expect: ProgressRow body: video.mov 45%
:tap "Same name"
:tap "Rename"
// expect: ProgressRow body: clip.mov 45%
