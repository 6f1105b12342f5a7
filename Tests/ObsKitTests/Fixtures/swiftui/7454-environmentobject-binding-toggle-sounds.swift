// Hacking with Swift style: `Toggle(isOn: $prefs.soundsOn)` through an `@EnvironmentObject`, the object owned by the root
// What SwiftUI does: `$prefs.soundsOn` through `EnvironmentObject.Wrapper` writes the property, so `@Published` sends
// `objectWillChange` (rules §9.2, §6.3). Every view observing the object runs again, whatever it read (rules §6.5,
// §14.1): the root through its `@StateObject` box (rules §4.4), then each view declaring the `@EnvironmentObject`, in
// tree order (rules §2.8). `QuietView` observes nothing and does not run.
// Sources: rules §2.8, §4.4, §6.3, §6.5, §9.2, §14.1; https://developer.apple.com/documentation/swiftui/environmentobject
import SwiftUI
import Combine

final class SoundPrefs: ObservableObject {
    @Published var soundsOn = true
    @Published var volume = 5
}

struct SoundToggle: View {
    @EnvironmentObject var prefs: SoundPrefs

    var body: some View {
        let _ = print("SoundToggle body: \(prefs.soundsOn)")
        Toggle("Sounds", isOn: $prefs.soundsOn)
    }
}

struct VolumeReadout: View {
    @EnvironmentObject var prefs: SoundPrefs

    var body: some View {
        let _ = print("VolumeReadout body: \(prefs.volume)")
        Text("Volume \(prefs.volume)")
    }
}

struct QuietView: View {
    var body: some View {
        let _ = print("QuietView body")
        Text("Sound settings sync across devices.")
    }
}

struct SoundSettingsRoot: View {
    @StateObject private var prefs = SoundPrefs()

    var body: some View {
        let _ = print("SoundSettingsRoot body")
        VStack {
            SoundToggle()
            VolumeReadout()
            QuietView()
        }
        .environmentObject(prefs)
    }
}

:mount SoundSettingsRoot()
// expect: SoundSettingsRoot body
// expect: SoundToggle body: true
// expect: VolumeReadout body: 5
// expect: QuietView body
:toggle "Sounds"
// expect: SoundSettingsRoot body
// expect: SoundToggle body: false
// expect: VolumeReadout body: 5
