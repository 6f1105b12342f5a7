// Apple Developer Forums style: classic pitfall (on purpose): a property marked @ObservationIgnored (meant to keep a helper out of tracking) is shown in a view, which then never updates when it changes; the tracked property beside it works (rules §8.1, §8.3)
import SwiftUI

@Observable
final class Downloader {
    var progress = 0
    @ObservationIgnored var status = "idle"
    var label = "idle"
}

struct StatusLine: View {
    let model: Downloader

    var body: some View {
        let _ = print("StatusLine body: \(model.status)")
        Text(model.status)
    }
}

struct LabelLine: View {
    let model: Downloader

    var body: some View {
        let _ = print("LabelLine body: \(model.label) \(model.progress)%")
        Text("\(model.label) \(model.progress)%")
    }
}

struct DownloadScreen: View {
    @State private var model = Downloader()

    var body: some View {
        let _ = print("DownloadScreen body")
        VStack {
            StatusLine(model: model)
            LabelLine(model: model)
            Button("Ignored busy") { model.status = "busy" }
            Button("Tracked busy") { model.label = "busy" }
            Button("Step") { model.progress += 10 }
        }
    }
}

:mount DownloadScreen()
// expect: DownloadScreen body
// expect: StatusLine body: idle
// expect: LabelLine body: idle 0%
:tap "Ignored busy"
:tap "Tracked busy"
// expect: LabelLine body: busy 0%
:tap "Step"
// expect: LabelLine body: busy 10%
