// Apple docs style (Binding.constant): a child given .constant(true) ignores writes, while the same child given $state updates and re-runs alone (rules §9.3, §3.5)
// Page: https://developer.apple.com/documentation/swiftui/binding/constant(_:)
import SwiftUI

struct MuteSwitch: View {
    let name: String
    @Binding var muted: Bool

    var body: some View {
        let _ = print("\(name) body, muted = \(muted)")
        Button("Mute \(name)") {
            muted.toggle()
            print("\(name) after toggle: \(muted)")
        }
    }
}

struct MixerView: View {
    @State private var musicMuted = false

    var body: some View {
        let _ = print("MixerView body")
        VStack {
            MuteSwitch(name: "preview", muted: .constant(true))
            MuteSwitch(name: "music", muted: $musicMuted)
        }
    }
}

:mount MixerView()
// expect: MixerView body
// expect: preview body, muted = true
// expect: music body, muted = false
:tap "Mute preview"
// expect: preview after toggle: true
:tap "Mute music"
// expect: music after toggle: true
// expect: music body, muted = true
