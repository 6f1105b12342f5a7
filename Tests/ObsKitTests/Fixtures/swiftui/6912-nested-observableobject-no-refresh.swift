// Q (Stack Overflow style): "SwiftUI view doesn't update when a property of a nested ObservableObject changes"
// "My PlayerViewModel has `@Published var settings = AudioSettings()`, and AudioSettings is an ObservableObject
// with its own `@Published var volume`. Tapping Louder really changes the volume (my print shows it), but the
// Text keeps saying 0. As soon as I rename the track, the right volume shows up. What am I missing?"
// Accepted answer: `@Published` on a property of class type publishes only when the *reference* is set
// (rules §6.3: the wrapper's setter is what sends objectWillChange). `vm.settings.volume += 1` only reads the
// reference and mutates the inner object; the inner object's objectWillChange fires, but nobody listens to it:
// the view's @StateObject box subscribes to the outer object only (rules §4.4, §5.1). A body runs only for one of
// the reasons of rules §0.2, so nothing happens until the outer object changes ("Rename"), and that body reads
// the volume as it is now. Fixes: 6913 (forward objectWillChange), 6914 (observe the inner object), 6915
// (@Observable).
import SwiftUI

final class AudioSettings: ObservableObject {
    @Published var volume = 0
}

final class PlayerViewModel: ObservableObject {
    @Published var title = "Intro"
    @Published var settings = AudioSettings()
}

struct PlayerView: View {
    @StateObject private var vm = PlayerViewModel()

    var body: some View {
        let _ = print("PlayerView body: \(vm.title), volume \(vm.settings.volume)")
        VStack {
            Text("Volume \(vm.settings.volume)")
            Button("Louder") {
                vm.settings.volume += 1
                print("volume is now \(vm.settings.volume)")
            }
            Button("Rename") { vm.title = "Outro" }
        }
    }
}

:mount PlayerView()
// expect: PlayerView body: Intro, volume 0
:tap "Louder"
// expect: volume is now 1
:tap "Louder"
// expect: volume is now 2
:tap "Rename"
// expect: PlayerView body: Outro, volume 2
