// A mixer that hands its volume to three children: a readout as a `let`, a meter as a `@Binding` it reads, and a pair
// of buttons as a `@Binding` they only write, then changes an unrelated setting. The "let or @Binding?" question.
// What SwiftUI does: "Louder" writes the parent's @State, which the parent's body reads, so it runs and builds the
// children again (rules §3.5, §2.6). The readout's Int differs (rules §2.1); the two `$level` bindings differ
// because the value they were made with changed (rules §2.5, ObsREPL's choice: `$state` bindings are equal while
// their values are), so both binding children run too, the meter once although it is also a reader of the binding
// (rules §2.8, §9.3). "Mute" runs the parent only: every child gets an equal value (rules §2.7).
// Sources: rules §2.1, §2.5, §2.6, §2.7, §2.8, §3.5, §9.3; https://developer.apple.com/documentation/swiftui/binding
import SwiftUI

struct VolumeReadout: View {
    let level: Int

    var body: some View {
        let _ = print("VolumeReadout body: \(level)")
        Text("Volume \(level)")
    }
}

struct VolumeMeter: View {
    @Binding var level: Int

    var body: some View {
        let _ = print("VolumeMeter body: \(level)")
        Text(String(repeating: "|", count: level))
    }
}

struct VolumeButtons: View {
    @Binding var level: Int

    var body: some View {
        let _ = print("VolumeButtons body")
        HStack {
            Button("Louder") { level += 1 }
            Button("Quieter") { level -= 1 }
        }
    }
}

struct MixerScreen: View {
    @State private var level = 3
    @State private var muted = false

    var body: some View {
        let _ = print("MixerScreen body: level \(level), muted \(muted)")
        VStack {
            VolumeReadout(level: level)
            VolumeMeter(level: $level)
            VolumeButtons(level: $level)
            Button(muted ? "Unmute" : "Mute") { muted.toggle() }
        }
    }
}

:mount MixerScreen()
// expect: MixerScreen body: level 3, muted false
// expect: VolumeReadout body: 3
// expect: VolumeMeter body: 3
// expect: VolumeButtons body
:tap "Louder"
// expect: MixerScreen body: level 4, muted false
// expect: VolumeReadout body: 4
// expect: VolumeMeter body: 4
// expect: VolumeButtons body
:tap "Mute"
// expect: MixerScreen body: level 4, muted true
