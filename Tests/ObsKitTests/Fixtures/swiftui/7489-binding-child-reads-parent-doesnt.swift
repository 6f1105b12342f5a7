// Swift with Majid-style "Bindings and redraws": a volume control gets `$level`; the player only hands the binding on, so a louder tap runs the control, not the player (a later render of the player hands it a new binding)
// What SwiftUI does: making `$level` is not a read (rules §3.5), so the player doesn't depend on `level`. The
// control reads its @Binding, and a change of the source runs the control even though the player's body
// doesn't run (rules §9.3), printing `_level` (rules §12.1). The first run lists the @Binding too (rules §12.2,
// ObsREPL's choice). Pausing runs the player, which makes a new `$level`: two such bindings are equal only when
// the values they captured are (rules §2.5, ObsREPL's choice), and the control still holds the binding made at
// mount, which captured 5 (rules §0.1), while the new one captures 6, so the control runs with `@self`.
// Expectation corrected against rules §2.5 (first written as "skipped": the captured values differ).
// Sources: rules §0.1, §2.5, §3.5, §9.3, §12.1, §12.2, T3.
import SwiftUI

struct VolumeControl: View {
    @Binding var level: Int

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Volume \(level)")
            Button("Louder") { level += 1 }
            Button("Quieter") { level -= 1 }
        }
    }
}

struct PlayerScreen: View {
    @State private var level = 5
    @State private var isPlaying = false

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(isPlaying ? "Playing" : "Paused")
            Button("Play") { isPlaying.toggle() }
            VolumeControl(level: $level)
        }
    }
}

:mount PlayerScreen()
// expect: PlayerScreen: @self, @identity, _level, _isPlaying changed.
// expect: VolumeControl: @self, @identity, _level changed.
:tap "Louder"
// expect: VolumeControl: _level changed.
:tap "Play"
// expect: PlayerScreen: _isPlaying changed.
// expect: VolumeControl: @self changed.
:tap "Quieter"
// expect: VolumeControl: _level changed.
