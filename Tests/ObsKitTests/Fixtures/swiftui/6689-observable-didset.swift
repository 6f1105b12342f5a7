// Follows the Observation framework's `Observable()` page, with a property observer on a tracked property: an audio
// settings model whose `volume` didSet logs and clamps to 10.
// - The macro keeps a stored property's observers and makes the property computed; so the init's assignment runs
//   didSet, didSet runs for an equal `=` (which notifies nobody), and the clamp's assignment inside didSet goes
//   through the setter again and runs didSet a second time (rules §15.6, §8.1; checked with swiftc 6.3.1: `init`
//   printed "5 -> 7", `+= 2` from 9 printed "9 -> 11" then "11 -> 10", `= 10` at 10 printed "10 -> 10" and fired no
//   onChange, a later `+= 2` fired onChange).
// - A change in place (`+=`) notifies even when the clamp brings the value back, so the body runs (rules §8.1, §8.3).
// - ObsREPL (at this writing) runs didSet once for the clamp, as for a plain stored property, and prints no
//   "11 -> 10" / "12 -> 10" lines; the expectation keeps what the compiled macro does, per the experiment above.
import SwiftUI
import Observation

@Observable final class AudioSettings {
    var volume = 5 {
        didSet {
            print("volume didSet \(oldValue) -> \(volume)")
            if volume > 10 { volume = 10 }
        }
    }

    init(volume: Int) {
        self.volume = volume
        print("AudioSettings init")
    }
}

struct VolumeView: View {
    @State private var settings = AudioSettings(volume: 7)

    var body: some View {
        let _ = print("body: volume \(settings.volume)")
        VStack {
            Text("Volume \(settings.volume)")
            Button("Louder") { settings.volume += 2 }
            Button("Maximum") { settings.volume = 10 }
        }
    }
}

:mount VolumeView()
// expect: volume didSet 5 -> 7
// expect: AudioSettings init
// expect: body: volume 7
:tap "Louder"
// expect: volume didSet 7 -> 9
// expect: body: volume 9
:tap "Louder"
// expect: volume didSet 9 -> 11
// expect: volume didSet 11 -> 10
// expect: body: volume 10
:tap "Maximum"
// expect: volume didSet 10 -> 10
:tap "Louder"
// expect: volume didSet 10 -> 12
// expect: volume didSet 12 -> 10
// expect: body: volume 10
