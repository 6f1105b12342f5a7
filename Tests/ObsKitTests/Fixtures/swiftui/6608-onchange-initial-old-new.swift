// Apple docs `View/onChange(of:initial:_:)` (iOS 17): the two-value action with `initial: true`, and the zero-value form.
// With `initial: true` the action also runs when the view first appears, with old and new both the initial value.
// Later it runs after a body in which the value differs from the one the last update saw: two writes in one action
// give one body and one call, 6 -> 8 (rules §10.1). Writing the value it already has is no change, so nothing runs
// (rules §3.4). The zero-parameter form with the default `initial: false` runs only on a change and reads the state's
// current value.
import SwiftUI

struct Brightness: View {
    @State private var level = 1

    var body: some View {
        Button("Brighter") { level += 1 }
            .onChange(of: level) {
                print("level now \(level)")
            }
    }
}

struct VolumeControl: View {
    @State private var volume = 5

    var body: some View {
        let _ = print("body volume=\(volume)")
        VStack {
            Text("Volume \(volume)")
            Button("Up") { volume += 1 }
            Button("Up twice") { volume += 1; volume += 1 }
            Button("Set 6") { volume = 6 }
            Button("Mute") { volume = 0 }
            Brightness()
        }
        .onChange(of: volume, initial: true) { oldValue, newValue in
            print("volume \(oldValue) -> \(newValue)")
        }
    }
}

:mount VolumeControl()
// expect: body volume=5
// expect: volume 5 -> 5
:tap "Up"
// expect: body volume=6
// expect: volume 5 -> 6
:tap "Set 6"
:tap "Up twice"
// expect: body volume=8
// expect: volume 6 -> 8
:tap "Brighter"
// expect: level now 2
:tap "Mute"
// expect: body volume=0
// expect: volume 8 -> 0
