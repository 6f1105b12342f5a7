// Hacking with Swift-style "One body per update": the player also shows the level, so a louder tap runs the player and then the control once, and a sibling equalizer not at all
// What SwiftUI does: the player reads `level`, so a change runs it (rules §3.5); its body builds the control
// with a new `$level` and the control runs once, not twice, though it is both dirty and given a new value
// (rules §2.8). `Equalizer()` has no inputs and is skipped (rules §2.7). The control is counted with a plain
// print, since the rules don't fix the tokens of a binding that is both new and changed.
// Sources: rules §2.5, §2.7, §2.8, §3.5, §9.3, §10.1, §12.1.
import SwiftUI

struct VolumeControl: View {
    @Binding var level: Int

    var body: some View {
        let _ = print("VolumeControl body: \(level)")
        VStack {
            Text("Volume \(level)")
            Button("Louder") { level += 1 }
        }
    }
}

struct Equalizer: View {
    var body: some View {
        let _ = print("Equalizer body")
        Text("Bass / Treble")
    }
}

struct PlayerScreen: View {
    @State private var level = 5

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Level \(level) of 10")
            VolumeControl(level: $level)
            Equalizer()
            Button("Mute") { level = 0 }
        }
    }
}

:mount PlayerScreen()
// expect: PlayerScreen: @self, @identity, _level changed.
// expect: VolumeControl body: 5
// expect: Equalizer body
:tap "Louder"
// expect: PlayerScreen: _level changed.
// expect: VolumeControl body: 6
:tap "Mute"
// expect: PlayerScreen: _level changed.
// expect: VolumeControl body: 0
:tap "Mute"
