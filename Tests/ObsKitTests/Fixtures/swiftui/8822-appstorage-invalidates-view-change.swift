// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/appstorage (AppStorage invalidates a view on a change in value in its user default, also when code writes UserDefaults.standard directly: the view's onChange on the wrapped value runs)
import SwiftUI

struct SoundSetting: View {
    @AppStorage("soundOn") private var soundOn = true

    var body: some View {
        VStack {
            Text(soundOn ? "Sound on" : "Sound off")
            Button("Mute via defaults") {
                UserDefaults.standard.set(false, forKey: "soundOn")
            }
        }
        .onChange(of: soundOn) { oldValue, newValue in
            print("soundOn \(oldValue) -> \(newValue)")
        }
    }
}

:mount SoundSetting()
:tap "Mute via defaults"
// expect: soundOn true -> false
