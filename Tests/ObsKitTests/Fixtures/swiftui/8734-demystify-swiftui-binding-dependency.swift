// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2021/10022/ (Demystify SwiftUI: a @Binding is a dependency; when the state behind it changes the view holding the binding updates, and a sibling whose input did not change is not updated)
import SwiftUI

// Body runs are printed from the first turn after mounting on (the order of siblings' first bodies is not specified).
var mounted = false
func trace(_ line: String) { if mounted { print(line) } }

struct VolumeControl: View {
    @Binding var level: Int

    var body: some View {
        let _ = trace("VolumeControl body: \(level)")
        Button("Louder") { level += 1 }
    }
}

struct MuteBadge: View {
    let muted: Bool

    var body: some View {
        let _ = trace("MuteBadge body: \(muted)")
        Text(muted ? "Muted" : "Sound on")
    }
}

struct PlayerControls: View {
    @State private var level = 3
    @State private var muted = false

    var body: some View {
        VStack {
            VolumeControl(level: $level)
            MuteBadge(muted: muted)
        }
    }
}

:mount PlayerControls()
mounted = true
print("-- louder")
:tap "Louder"
:tap "Louder"
// expect: -- louder
// expect: VolumeControl body: 4
// expect: VolumeControl body: 5
