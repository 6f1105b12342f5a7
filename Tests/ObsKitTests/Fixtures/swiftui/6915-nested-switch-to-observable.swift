// Q (Stack Overflow style): "Does @Observable fix the nested ObservableObject problem?"
// "I moved my PlayerViewModel and AudioSettings to the iOS 17 @Observable macro. Now Louder updates the screen
// without any forwarding. But why doesn't 'More bass' re-render, when it also changes the settings object?"
// Accepted answer: with Observation, SwiftUI tracks the properties a body *reads*, on whichever object they live
// (rules §8.3). The body reads `vm.settings` and `settings.volume`, so a volume change re-runs it, nested or not.
// It never reads `bass` (only the button's action does, and actions are not tracked: rules §8.3), so a bass change
// invalidates nothing. Apple's migrating page: SwiftUI updates a view when an observable property its body reads
// changes.
// Source: rules §8.1, §8.3, §3.7; Apple https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
import SwiftUI

@Observable
final class AudioSettings {
    var volume = 0
    var bass = 0
}

@Observable
final class PlayerViewModel {
    var title = "Intro"
    var settings = AudioSettings()
}

struct PlayerView: View {
    @State private var vm = PlayerViewModel()

    var body: some View {
        let _ = print("PlayerView body: \(vm.title), volume \(vm.settings.volume)")
        VStack {
            Text("Volume \(vm.settings.volume)")
            Button("Louder") { vm.settings.volume += 1 }
            Button("More bass") {
                vm.settings.bass += 1
                print("bass is now \(vm.settings.bass)")
            }
        }
    }
}

:mount PlayerView()
// expect: PlayerView body: Intro, volume 0
:tap "Louder"
// expect: PlayerView body: Intro, volume 1
:tap "More bass"
// expect: bass is now 1
:tap "Louder"
// expect: PlayerView body: Intro, volume 2
