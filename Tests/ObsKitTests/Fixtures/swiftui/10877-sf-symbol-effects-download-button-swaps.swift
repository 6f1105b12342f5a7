// Tutorial style (SF Symbol effects): a download button swaps its symbol with .contentTransition(.symbolEffect(.replace)) and bounces with .symbolEffect(.bounce, value:); the counter the body reads for the effect makes the body run, and the status child runs only when its value changes (rules §3.4, §3.5, §2.1, §2.7, §12.1, §12.2, §15.15)
import SwiftUI

struct DownloadStatus: View {
    let done: Bool

    var body: some View {
        let _ = print("DownloadStatus body: \(done ? "done" : "waiting")")
        Text(done ? "Ready offline" : "Not downloaded")
            .font(.caption)
    }
}

struct DownloadButton: View {
    @State private var isDownloaded = false
    @State private var bounceCount = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 12) {
            Image(systemName: isDownloaded ? "checkmark.circle.fill" : "arrow.down.circle")
                .font(.system(size: 44))
                .contentTransition(.symbolEffect(.replace))
                .symbolEffect(.bounce, value: bounceCount)
            DownloadStatus(done: isDownloaded)
            Button(isDownloaded ? "Remove download" : "Download") {
                withAnimation {
                    isDownloaded.toggle()
                }
                bounceCount += 1
            }
            Button("Bounce") {
                bounceCount += 1
            }
        }
    }
}

:mount DownloadButton()
// expect: DownloadButton: @self, @identity, _isDownloaded, _bounceCount changed.
// expect: DownloadStatus body: waiting
:tap "Download"
// expect: DownloadButton: _isDownloaded, _bounceCount changed.
// expect: DownloadStatus body: done
:tap "Bounce"
// expect: DownloadButton: _bounceCount changed.
:tap "Remove download"
// expect: DownloadButton: _isDownloaded, _bounceCount changed.
// expect: DownloadStatus body: waiting
