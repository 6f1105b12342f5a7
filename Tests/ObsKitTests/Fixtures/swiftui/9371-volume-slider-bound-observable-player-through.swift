// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/slider (a volume slider bound to an @Observable player through @Bindable, moved by Mute and Max buttons)
// Slider: "A control for selecting a value from a bounded linear range of values"; it shows the bound value, so a
// value written elsewhere moves the thumb. Bindable (https://developer.apple.com/documentation/swiftui/bindable)
// makes `$player.volume` a binding into the model. The buttons write the model; onChange(of:) in the view reports
// each change, and writing the value the model already holds changes nothing.
import SwiftUI
import Observation

@Observable
final class Player {
    var volume = 0.5
}

struct VolumeControl: View {
    @Bindable var player: Player

    var body: some View {
        VStack {
            Slider(value: $player.volume, in: 0...1) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3")
            }
            HStack {
                Button("Mute") { player.volume = 0 }
                Button("Max") { player.volume = 1 }
            }
        }
        .onChange(of: player.volume) { oldValue, newValue in
            print("volume \(oldValue) -> \(newValue)")
        }
    }
}

struct PlayerScreen: View {
    @State private var player = Player()

    var body: some View {
        VolumeControl(player: player)
    }
}

:mount PlayerScreen()
:tap "Mute"
// expect: volume 0.5 -> 0.0
:tap "Max"
// expect: volume 0.0 -> 1.0
:tap "Max"
:tap "Mute"
// expect: volume 1.0 -> 0.0
