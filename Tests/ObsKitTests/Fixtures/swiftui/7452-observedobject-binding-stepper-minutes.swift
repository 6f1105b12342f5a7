// Hacking with Swift style: `$settings.minutes` from an `@ObservedObject` child, the model owned by the parent's `@StateObject`
// What SwiftUI does: the Stepper's write goes through `ObservedObject.Wrapper`, `settings.minutes = newValue`, so
// `@Published` sends `objectWillChange` (rules §9.2, §6.3). Both views subscribe to it through their boxes (rules §4.4,
// §5.1) and both run, parent first, each naming its property (`_settings`, rules §12.1), whatever each read (rules
// §6.5). `StartButton`, a plain value that did not change, does not run (rules §2.1, §2.7).
// Sources: rules §2.1, §2.7, §4.4, §5.1, §6.3, §6.5, §9.2, §12.1, §12.2;
// https://developer.apple.com/documentation/swiftui/observedobject
import SwiftUI
import Combine

final class FocusTimerSettings: ObservableObject {
    @Published var minutes = 25
    @Published var label = "Focus"
}

struct MinutesEditor: View {
    @ObservedObject var settings: FocusTimerSettings

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("MinutesEditor shows \(settings.minutes)")
        Stepper("Minutes", value: $settings.minutes, in: 5...60, step: 5)
    }
}

struct StartButton: View {
    var body: some View {
        let _ = print("StartButton body")
        Button("Start") {}
    }
}

struct TimerScreen: View {
    @StateObject private var settings = FocusTimerSettings()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(settings.label)
            MinutesEditor(settings: settings)
            StartButton()
        }
    }
}

:mount TimerScreen()
// expect: TimerScreen: @self, @identity, _settings changed.
// expect: MinutesEditor: @self, @identity, _settings changed.
// expect: MinutesEditor shows 25
// expect: StartButton body
:step "Minutes" up
// expect: TimerScreen: _settings changed.
// expect: MinutesEditor: _settings changed.
// expect: MinutesEditor shows 30
:step "Minutes" down 2
// expect: TimerScreen: _settings changed.
// expect: MinutesEditor: _settings changed.
// expect: MinutesEditor shows 25
// expect: TimerScreen: _settings changed.
// expect: MinutesEditor: _settings changed.
// expect: MinutesEditor shows 20
