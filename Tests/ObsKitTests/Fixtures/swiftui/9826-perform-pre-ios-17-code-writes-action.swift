// Apple documentation style (the deprecated onChange(of:perform:), as pre-iOS 17 code writes it): the action gets only the new value, and a capture list holds the value from before the change because the action is the one the previous update made (rules §15.13, §11.1)
import SwiftUI

struct VolumeControl: View {
    @State private var volume = 3

    var body: some View {
        let _ = print("VolumeControl body: \(volume)")
        VStack {
            Button("Louder") { volume += 1 }
            Button("Mute") { volume = 0 }
        }
        .onChange(of: volume) { [volume] newValue in
            print("volume \(volume) -> \(newValue)")
        }
    }
}

:mount VolumeControl()
// expect: VolumeControl body: 3
:tap "Louder"
// expect: VolumeControl body: 4
// expect: volume 3 -> 4
:tap "Mute"
// expect: VolumeControl body: 0
// expect: volume 4 -> 0
:tap "Mute"
:tap "Louder"
// expect: VolumeControl body: 1
// expect: volume 0 -> 1
