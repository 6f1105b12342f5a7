// The Stack Overflow classic "my view doesn't update when a property of a nested ObservableObject changes": a player
// view model holds its settings, another ObservableObject, in a `@Published var`, and the view reads
// `viewModel.settings.isMuted`.
// What SwiftUI does: the view's `@StateObject` box subscribes to the *outer* object's `objectWillChange` only (rules
// §4.4, §5.1). `@Published var settings` publishes only when the reference is replaced; a change inside the settings
// object sends the settings' own publisher, which no view observes, so no body runs (rules §0.2, §6.1, §3.7 for the
// same point about reference types). The change is real: the next change of the outer object re-runs the body, which
// then shows it (rules §6.5).
// Sources: rules §0.2, §4.4, §5.1, §6.1, §6.5; https://developer.apple.com/documentation/combine/observableobject
// https://stackoverflow.com/questions/58406287/how-to-tell-swiftui-views-to-bind-to-nested-observableobjects
import SwiftUI
import Combine

final class PlayerSettings: ObservableObject {
    @Published var isMuted = false {
        didSet { print("PlayerSettings.isMuted = \(isMuted)") }
    }

    init() { print("PlayerSettings init") }
}

final class PlayerViewModel: ObservableObject {
    @Published var trackTitle = "Intro"
    @Published var settings = PlayerSettings()

    init() { print("PlayerViewModel init") }
}

struct PlayerScreen: View {
    @StateObject private var viewModel = PlayerViewModel()

    var body: some View {
        let _ = print("PlayerScreen body: \(viewModel.trackTitle), muted \(viewModel.settings.isMuted)")
        VStack {
            Text(viewModel.trackTitle)
            Text(viewModel.settings.isMuted ? "Muted" : "Sound on")
            Button("Toggle mute") { viewModel.settings.isMuted.toggle() }
            Button("Next track") { viewModel.trackTitle = "Chorus" }
        }
    }
}

:mount PlayerScreen()
// expect: PlayerSettings init
// expect: PlayerViewModel init
// expect: PlayerScreen body: Intro, muted false
:tap "Toggle mute"
// expect: PlayerSettings.isMuted = true
:tap "Toggle mute"
// expect: PlayerSettings.isMuted = false
:tap "Toggle mute"
// expect: PlayerSettings.isMuted = true
:tap "Next track"
// expect: PlayerScreen body: Chorus, muted true
