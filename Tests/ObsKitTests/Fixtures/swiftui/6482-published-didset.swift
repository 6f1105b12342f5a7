// Stack Overflow style: "didSet on a @Published property: when does it run, and does an equal value redraw?"
// On a @Published property, `willSet` runs before the wrapper's setter and `didSet` after it, on every set (rules
// §15.6). The wrapper sends objectWillChange with no equality check, so assigning the value it already holds still
// re-runs the observing view (rules §6.3, T12). The body runs once per action, at the end of the turn (rules §10.1).
import SwiftUI

final class AudioSettings: ObservableObject {
    @Published var volume = 5 {
        willSet { print("willSet: \(volume) -> \(newValue)") }
        didSet { print("didSet: \(oldValue) -> \(volume), saving") }
    }
}

struct VolumePanel: View {
    @StateObject private var settings = AudioSettings()

    var body: some View {
        let _ = print("VolumePanel body: volume \(settings.volume)")
        VStack {
            Text("Volume \(settings.volume)")
            Button("Louder") { settings.volume += 1 }
            Button("Default") { settings.volume = 5 }
        }
    }
}

:mount VolumePanel()
// expect: VolumePanel body: volume 5
:tap "Louder"
// expect: willSet: 5 -> 6
// expect: didSet: 5 -> 6, saving
// expect: VolumePanel body: volume 6
:tap "Default"
// expect: willSet: 6 -> 5
// expect: didSet: 6 -> 5, saving
// expect: VolumePanel body: volume 5
:tap "Default"
// expect: willSet: 5 -> 5
// expect: didSet: 5 -> 5, saving
// expect: VolumePanel body: volume 5
