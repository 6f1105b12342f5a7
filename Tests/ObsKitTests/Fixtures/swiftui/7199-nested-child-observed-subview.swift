// The other answer to "nested ObservableObject doesn't update": hand the inner object to a small subview that holds
// it as `@ObservedObject`, instead of forwarding `objectWillChange`.
// What SwiftUI does: the subview's `@ObservedObject` box subscribes to the inner object (rules §5.1), so a toggle in
// it runs the subview's body only; the parent, which observes the outer object, does not run (rules §0.2, §6.5). When
// the outer object changes, the parent runs and makes a new subview value holding the same inner reference:
// `@ObservedObject` compares by reference, so the subview's body does not run (rules §2.5, §2.7).
// Sources: rules §0.2, §2.5, §2.7, §5.1, §6.5, §9.2; https://developer.apple.com/documentation/swiftui/observedobject
import SwiftUI
import Combine

final class CaptionSettings: ObservableObject {
    @Published var showsCaptions = false {
        didSet { print("CaptionSettings.showsCaptions = \(showsCaptions)") }
    }

    init() { print("CaptionSettings init") }
}

final class VideoViewModel: ObservableObject {
    @Published var episode = 1
    let captions = CaptionSettings()

    init() { print("VideoViewModel init") }
}

struct CaptionsToggleRow: View {
    @ObservedObject var settings: CaptionSettings

    var body: some View {
        let _ = print("CaptionsToggleRow body: \(settings.showsCaptions)")
        Toggle("Captions", isOn: $settings.showsCaptions)
    }
}

struct VideoScreen: View {
    @StateObject private var viewModel = VideoViewModel()

    var body: some View {
        let _ = print("VideoScreen body: episode \(viewModel.episode)")
        VStack {
            Text("Episode \(viewModel.episode)")
            CaptionsToggleRow(settings: viewModel.captions)
            Button("Next episode") { viewModel.episode += 1 }
        }
    }
}

:mount VideoScreen()
// expect: CaptionSettings init
// expect: VideoViewModel init
// expect: VideoScreen body: episode 1
// expect: CaptionsToggleRow body: false
:toggle "Captions"
// expect: CaptionSettings.showsCaptions = true
// expect: CaptionsToggleRow body: true
:tap "Next episode"
// expect: VideoScreen body: episode 2
:toggle "Captions"
// expect: CaptionSettings.showsCaptions = false
// expect: CaptionsToggleRow body: false
