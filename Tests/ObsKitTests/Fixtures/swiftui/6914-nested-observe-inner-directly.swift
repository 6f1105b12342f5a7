// Q (Apple Developer Forums style): "Nested ObservableObject: the volume slider row never refreshes"
// "Same setup as everyone: a PlayerViewModel owning an AudioSettings object. Is forwarding objectWillChange really
// the only way? It re-renders my whole player for every volume step."
// Accepted answer: give the inner object to the subview that shows it and let that subview observe it with
// @ObservedObject. Its box subscribes to the inner object's objectWillChange (rules §5.1), so a volume change runs
// only VolumeControl's body. The player's body doesn't run: its own object did not change (rules §0.2). When the
// player's body does run (Rename), VolumeControl gets a new value holding the same object reference, which
// compares equal (rules §2.5: @ObservedObject compares the object reference), so its body is skipped (§2.7).
// Source: rules §5.1, §2.5, §2.7; Apple `observedobject`
// (https://developer.apple.com/documentation/swiftui/observedobject).
import SwiftUI

final class AudioSettings: ObservableObject {
    @Published var volume = 0
}

final class PlayerViewModel: ObservableObject {
    @Published var title = "Intro"
    let settings = AudioSettings()
}

struct VolumeControl: View {
    @ObservedObject var settings: AudioSettings

    var body: some View {
        let _ = print("VolumeControl body: volume \(settings.volume)")
        Button("Louder") { settings.volume += 1 }
    }
}

struct PlayerView: View {
    @StateObject private var vm = PlayerViewModel()

    var body: some View {
        let _ = print("PlayerView body: \(vm.title)")
        VStack {
            Text(vm.title)
            VolumeControl(settings: vm.settings)
            Button("Rename") { vm.title = "Outro" }
        }
    }
}

:mount PlayerView()
// expect: PlayerView body: Intro
// expect: VolumeControl body: volume 0
:tap "Louder"
// expect: VolumeControl body: volume 1
:tap "Louder"
// expect: VolumeControl body: volume 2
:tap "Rename"
// expect: PlayerView body: Outro
