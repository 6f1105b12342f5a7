// what's-new style: iOS 17 `onChange(of:initial:_:)` with the two-parameter closure (old, new): `initial: true` runs once at appear with old == new; the zero-parameter form runs only on a change; an equal write runs neither (rules §11.1, §3.4)
import SwiftUI

struct VolumeView: View {
    @State private var level = 3

    var body: some View {
        let _ = print("VolumeView body: \(level)")
        VStack {
            Text("Level \(level)")
            Button("Louder") { level += 1 }
            Button("Mute") { level = 0 }
        }
        .onChange(of: level, initial: true) { oldValue, newValue in
            print("level \(oldValue) -> \(newValue)")
        }
        .onChange(of: level) {
            print("level changed (zero-parameter)")
        }
    }
}

:mount VolumeView()
// expect: VolumeView body: 3
// expect: level 3 -> 3
:tap "Louder"
// expect: VolumeView body: 4
// expect: level 3 -> 4
// expect: level changed (zero-parameter)
:tap "Mute"
// expect: VolumeView body: 0
// expect: level 4 -> 0
// expect: level changed (zero-parameter)
:tap "Mute"
