// The usual fix for a nested ObservableObject that doesn't update the view: the outer view model subscribes to the
// inner one's `objectWillChange` in its init and forwards it with `self?.objectWillChange.send()`, keeping the
// subscription in its `Set<AnyCancellable>`.
// What SwiftUI/Combine does: a change inside the settings sends the settings' `objectWillChange` first, before its
// `didSet` (rules §6.3, §15.6); the forwarding sink runs at once and sends the outer publisher, which the view's
// `@StateObject` box observes (rules §4.4), so the body runs once, after the action (rules §10.1). Changes of the
// outer model's own properties work as before.
// Sources: rules §4.4, §6.1, §6.3, §10.1, §15.6; https://developer.apple.com/documentation/combine/observableobject
// https://stackoverflow.com/questions/58406287/how-to-tell-swiftui-views-to-bind-to-nested-observableobjects
import SwiftUI
import Combine

final class EqualizerSettings: ObservableObject {
    @Published var bassBoost = false {
        didSet { print("EqualizerSettings.bassBoost = \(bassBoost)") }
    }

    init() { print("EqualizerSettings init") }
}

final class MusicPlayerViewModel: ObservableObject {
    @Published var trackTitle = "Intro"
    let equalizer = EqualizerSettings()
    private var cancellables = Set<AnyCancellable>()

    init() {
        print("MusicPlayerViewModel init")
        equalizer.objectWillChange
            .sink { [weak self] _ in
                print("forwarding equalizer change")
                self?.objectWillChange.send()
            }
            .store(in: &cancellables)
    }
}

struct MusicPlayerScreen: View {
    @StateObject private var viewModel = MusicPlayerViewModel()

    var body: some View {
        let _ = print("MusicPlayerScreen body: \(viewModel.trackTitle), bass boost \(viewModel.equalizer.bassBoost)")
        VStack {
            Text(viewModel.trackTitle)
            Button(viewModel.equalizer.bassBoost ? "Bass boost off" : "Bass boost on") {
                viewModel.equalizer.bassBoost.toggle()
            }
            Button("Next track") { viewModel.trackTitle = "Bridge" }
        }
    }
}

:mount MusicPlayerScreen()
// expect: EqualizerSettings init
// expect: MusicPlayerViewModel init
// expect: MusicPlayerScreen body: Intro, bass boost false
:tap "Bass boost on"
// expect: forwarding equalizer change
// expect: EqualizerSettings.bassBoost = true
// expect: MusicPlayerScreen body: Intro, bass boost true
:tap "Next track"
// expect: MusicPlayerScreen body: Bridge, bass boost true
:tap "Bass boost off"
// expect: forwarding equalizer change
// expect: EqualizerSettings.bassBoost = false
// expect: MusicPlayerScreen body: Bridge, bass boost false
