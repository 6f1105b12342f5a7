// HWS "@Binding" style: a child control changes the parent's @State through @Binding; only the child reads the value, so its buttons run only the child; a parent render afterwards hands it a $volume carrying the new value, so it runs once more then; the parent's Reset also runs only the child (rules §9.3, §3.5, §2.5)
import SwiftUI

struct VolumeControl: View {
    @Binding var level: Int

    var body: some View {
        let _ = print("VolumeControl body: \(level)")
        HStack {
            Button("Quieter") { level -= 1 }
            Text("\(level)")
            Button("Louder") { level += 1 }
        }
    }
}

struct SpeakerView: View {
    @State private var volume = 3
    @State private var muted = false

    var body: some View {
        let _ = print("SpeakerView body: muted=\(muted)")
        VStack {
            VolumeControl(level: $volume)
            Toggle("Mute", isOn: $muted)
            Button("Reset") { volume = 3 }
        }
    }
}

:mount SpeakerView()
// expect: SpeakerView body: muted=false
// expect: VolumeControl body: 3
:tap "Louder"
// expect: VolumeControl body: 4
:toggle "Mute"
// expect: SpeakerView body: muted=true
// expect: VolumeControl body: 4
:toggle "Mute"
// expect: SpeakerView body: muted=false
:tap "Reset"
// expect: VolumeControl body: 3
