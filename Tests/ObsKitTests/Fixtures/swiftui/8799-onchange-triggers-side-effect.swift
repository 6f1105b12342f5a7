// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (onChange triggers a side effect when a value such as a Binding changes: a child's onChange on its @Binding runs when the parent's buttons change the state behind it)
import SwiftUI

struct VolumeReadout: View {
    @Binding var volume: Int

    var body: some View {
        Text("Volume \(volume)")
            .onChange(of: volume) { oldValue, newValue in
                print("child saw \(oldValue) -> \(newValue)")
            }
    }
}

struct Mixer: View {
    @State private var volume = 5

    var body: some View {
        VStack {
            VolumeReadout(volume: $volume)
            Button("Mute") { volume = 0 }
            Button("Max") { volume = 10 }
        }
    }
}

:mount Mixer()
:tap "Mute"
:tap "Max"
:tap "Max"
// expect: child saw 5 -> 0
// expect: child saw 0 -> 10
