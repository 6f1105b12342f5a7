// Observation in depth: which writes notify: equal `=`, `+= 0`, the same object, an equal-looking new object
// Since Swift 6.1 (Xcode 16.3) the macro's setter skips notifying for an `=` of a value equal by `==`, or of the
// identical object (`===`); a change in place (`+= 0`) notifies every time (rules §8.1, T12). A new preset object is
// not identical, whatever its name, so it notifies. Each notification re-runs the body, `@dependencies` (§12.1).
import SwiftUI

final class EqPreset {
    let name: String

    init(name: String) {
        self.name = name
    }
}

@Observable
final class Mixer {
    var level = 5
    var preset = EqPreset(name: "Flat")
}

struct MixerPanel: View {
    @State private var mixer = Mixer()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Level \(mixer.level), \(mixer.preset.name)")
            Button("Max") { mixer.level = 10 }
            Button("Nudge") { mixer.level += 0 }
            Button("Keep preset") {
                let same = mixer.preset
                mixer.preset = same
            }
            Button("New flat preset") { mixer.preset = EqPreset(name: "Flat") }
        }
    }
}

:mount MixerPanel()
// expect: MixerPanel: @self, @identity, _mixer changed.
:tap "Max"
// expect: MixerPanel: @dependencies changed.
:tap "Max"
:tap "Nudge"
// expect: MixerPanel: @dependencies changed.
:tap "Keep preset"
:tap "New flat preset"
// expect: MixerPanel: @dependencies changed.
