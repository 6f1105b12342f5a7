// Observation in depth: property observers on an @Observable property, and the equal write that runs them silently
// The macro keeps `didSet`: it runs inside the setter on every set, even an equal one, which notifies nobody (rules
// §15.6, §8.1); an assignment in the class's own init runs it too (§15.6). Only the different value re-runs the body,
// after the action that set it (§10.1). Checked against swiftc 6.3.1's Observation module.
import SwiftUI

@Observable
final class Metronome {
    var bpm = 100 {
        didSet { print("didSet \(oldValue) -> \(bpm)") }
    }

    init(bpm: Int) {
        self.bpm = bpm
    }
}

struct MetronomeView: View {
    @State private var metronome = Metronome(bpm: 90)

    var body: some View {
        let _ = print("body at \(metronome.bpm) bpm")
        VStack {
            Text("\(metronome.bpm) bpm")
            Button("Set 90") { metronome.bpm = 90 }
            Button("Set 120") { metronome.bpm = 120 }
        }
    }
}

:mount MetronomeView()
// expect: didSet 100 -> 90
// expect: body at 90 bpm
:tap "Set 90"
// expect: didSet 90 -> 90
:tap "Set 120"
// expect: didSet 90 -> 120
// expect: body at 120 bpm
