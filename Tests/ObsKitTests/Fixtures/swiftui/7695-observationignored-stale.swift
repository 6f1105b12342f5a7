// Style: Stack Overflow question. Forum question: "I marked a property @ObservationIgnored for performance and now my view shows an old value until something else changes."
// SwiftUI: `@ObservationIgnored` removes the property from tracking, so writes notify nobody and no body runs (rules §8.1, ObsREPL's choice: honoured;
// Apple `observation/observationignored()`). The body reads the stored value whenever it runs for another reason, here a tracked `progress` change
// (rules §8.3), and then shows everything the ignored property accumulated; a computed property built on it is just as silent (rules §8.1).
import SwiftUI
import Observation

@Observable
final class Downloader {
    var progress = 0
    @ObservationIgnored var bytesSeen = 0

    var status: String { "\(progress)% (\(bytesSeen) bytes)" }
}

struct DownloadView: View {
    @State private var downloader = Downloader()

    var body: some View {
        let _ = print("download view: \(downloader.status)")
        VStack {
            Text(downloader.status)
            Button("Receive bytes") { downloader.bytesSeen += 512 }
            Button("Advance progress") { downloader.progress += 10 }
        }
    }
}

:mount DownloadView()
// expect: download view: 0% (0 bytes)
:tap "Receive bytes"
:tap "Receive bytes"
:tap "Advance progress"
// expect: download view: 10% (1024 bytes)
:tap "Receive bytes"
