// SwiftUI from Apple's documentation: an @ObservationIgnored property is not tracked, even when the body reads it
// Apple, ObservationIgnored() (https://developer.apple.com/documentation/observation/observationignored()): "Disables observation
// tracking of a property." Apple, Observation: "the Observable() macro ... track[s] changes to the properties" of the type; an
// ignored property is left out. Appending to `log` never re-runs the body; the next tracked change (`progress`) does, and that body
// then shows the log's current length.
import SwiftUI

@Observable
final class Downloader {
    var progress = 0
    @ObservationIgnored var log: [String] = []
}

struct DownloadView: View {
    @State private var downloader = Downloader()

    var body: some View {
        let _ = print("DownloadView body: \(downloader.progress)%, \(downloader.log.count) log lines")
        VStack {
            Button("Log") { downloader.log.append("tick") }
            Button("Advance") { downloader.progress += 50 }
        }
    }
}

:mount DownloadView()
// expect: DownloadView body: 0%, 0 log lines
:tap "Log"
:tap "Log"
:tap "Advance"
// expect: DownloadView body: 50%, 2 log lines
