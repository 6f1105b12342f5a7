// A download screen that reacts to its view model with `.onReceive(viewModel.$progress) { }` and sets a local
// `@State` status from it, as pre-`onChange(of:)` code did.
// What SwiftUI/Combine does: `onReceive` subscribes when the view is set up, and a `@Published` publisher gives its
// current value to a new subscriber, so the action runs once at launch with 0 (rules §6.3; Apple
// `onReceive(_:perform:)`). Later the action gets each new value at the set, before it is stored, so reading the
// property there still shows the old value (rules §6.3, T1). The body runs once per action (rules §10.1); the last
// step also sets the `@State` from the action, in the same update.
// Sources: rules §3.4, §6.3, §10.1, T1; https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)
// https://developer.apple.com/documentation/combine/published
import SwiftUI
import Combine

final class DownloadViewModel: ObservableObject {
    @Published private(set) var progress = 0

    func step() {
        progress += 50
        print("progress set to \(progress)")
    }
}

struct DownloadView: View {
    @StateObject private var viewModel = DownloadViewModel()
    @State private var status = "waiting"

    var body: some View {
        let _ = print("DownloadView body: \(viewModel.progress)%, \(status)")
        VStack {
            ProgressView(value: Double(viewModel.progress), total: 100)
            Text(status)
            Button("Step") { viewModel.step() }
        }
        .onReceive(viewModel.$progress) { value in
            print("onReceive \(value), property reads \(viewModel.progress)")
            if value >= 100 {
                status = "finished"
            }
        }
    }
}

:mount DownloadView()
// expect: DownloadView body: 0%, waiting
// expect: onReceive 0, property reads 0
:tap "Step"
// expect: onReceive 50, property reads 0
// expect: progress set to 50
// expect: DownloadView body: 50%, waiting
:tap "Step"
// expect: onReceive 100, property reads 50
// expect: progress set to 100
// expect: DownloadView body: 100%, finished
