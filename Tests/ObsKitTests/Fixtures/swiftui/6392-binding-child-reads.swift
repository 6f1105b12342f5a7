// Hacking with Swift style, "@Binding lets a child edit its parent's state"; rules §3.5, §9.3 (T3): the parent only passes $volume, so only the child that reads it re-runs
import SwiftUI

struct VolumeControl: View {
    @Binding var level: Int

    var body: some View {
        let _ = print("VolumeControl body, level \(level)")
        HStack {
            Button("Quieter") { level -= 1 }
            Text("Level \(level)")
            Button("Louder") { level += 1 }
        }
    }
}

struct PlayerView: View {
    @State private var volume = 5

    var body: some View {
        let _ = print("PlayerView body")
        VStack {
            Text("Now playing")
                .font(.headline)
            VolumeControl(level: $volume)
        }
    }
}

:mount PlayerView()
:tap "Louder"
:tap "Louder"
:tap "Quieter"

// expect: PlayerView body
// expect: VolumeControl body, level 5
// expect: VolumeControl body, level 6
// expect: VolumeControl body, level 7
// expect: VolumeControl body, level 6
