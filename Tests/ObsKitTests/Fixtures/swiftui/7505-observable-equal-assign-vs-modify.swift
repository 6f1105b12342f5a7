// fatbobman-style "Does assigning the same value redraw an @Observable view?": setting the speed it already has runs nothing; `+= 0` on the position runs the view
// What SwiftUI does: with the toolchains of Xcode 16.3 and later, the macro's setter compares with `==` and an
// equal `=` notifies nobody, while a change in place (`+=`, `append`) notifies every time, even by zero
// (rules §8.1, T12). A notification runs the view that read the property, printing `@dependencies`
// (rules §12.1).
// Sources: rules §8.1, §8.3, §12.1, §12.2, T12; Apple "Observable()".
import SwiftUI
import Observation

@Observable
final class Playback {
    var speed = 1
    var position = 0
}

struct PlaybackView: View {
    @State private var playback = Playback()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Speed \(playback.speed)x")
            Text("At \(playback.position)s")
            Button("Normal speed") { playback.speed = 1 }
            Button("Nudge") { playback.position += 0 }
            Button("Double speed") { playback.speed = 2 }
        }
    }
}

:mount PlaybackView()
// expect: PlaybackView: @self, @identity, _playback changed.
:tap "Normal speed"
:tap "Nudge"
// expect: PlaybackView: @dependencies changed.
:tap "Double speed"
// expect: PlaybackView: @dependencies changed.
:tap "Double speed"
