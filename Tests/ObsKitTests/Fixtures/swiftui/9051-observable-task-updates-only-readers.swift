// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a task updates an @Observable model; only the views whose bodies read the changed property run again)
// What SwiftUI does: "SwiftUI tracks the observable properties that a view's body reads" and updates only those
// views when they change. The parent's body reads no property of the model (its .task closure does, outside the
// body), so the parent doesn't run again; StatusLabel runs for `status`, ProgressLabel for `progress`.
import SwiftUI

@MainActor
@Observable
final class DownloadModel {
    var progress = 0
    var status = "Waiting"

    func run() async {
        status = "Downloading"
        for step in 1...3 {
            try? await Task.sleep(for: .seconds(1))
            progress = step
        }
        status = "Done"
    }
}

struct StatusLabel: View {
    let model: DownloadModel

    var body: some View {
        let _ = print("StatusLabel body: \(model.status)")
        Text(model.status)
    }
}

struct ProgressLabel: View {
    let model: DownloadModel

    var body: some View {
        let _ = print("ProgressLabel body: \(model.progress)")
        Text("\(model.progress) of 3")
    }
}

struct DownloadScreen: View {
    @State private var model = DownloadModel()

    var body: some View {
        let _ = print("DownloadScreen body")
        VStack {
            StatusLabel(model: model)
            ProgressLabel(model: model)
        }
        .task { await model.run() }
    }
}

:mount DownloadScreen()
// expect: DownloadScreen body
// expect: StatusLabel body: Waiting
// expect: ProgressLabel body: 0
// expect: StatusLabel body: Downloading
:advance 2s
// expect: ProgressLabel body: 1
// expect: ProgressLabel body: 2
:advance 1s
// expect: StatusLabel body: Done
// expect: ProgressLabel body: 3
