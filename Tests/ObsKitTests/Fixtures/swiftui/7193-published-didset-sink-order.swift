// A volume slider's view model as pre-iOS-17 tutorials write it: a `@Published` property with a `didSet`, and a
// `sink` on its publisher set up in the view model's init and kept in a `Set<AnyCancellable>`.
// What SwiftUI/Combine does: subscribing to `$volume` delivers the current value at once, inside the init (rules
// §6.3). A set then goes in a fixed order: `objectWillChange`, then the `$volume` subscribers get the *new* value
// while the stored property still holds the old one, then the store, then `didSet` (rules §6.3, §15.6). The view's
// body runs once, after the action, in the next update (rules §10.1). Writing the value already stored is not
// filtered: the sink, `didSet` and the body all run again (rules §6.3, T12). The `@StateObject`'s model is made right
// before the first body (rules §4.2).
// Sources: rules §4.2, §6.3, §10.1, §15.6, T1, T12; https://developer.apple.com/documentation/combine/published
import SwiftUI
import Combine

final class VolumeViewModel: ObservableObject {
    @Published var volume = 3 {
        didSet { print("didSet volume: \(oldValue) -> \(volume)") }
    }
    private var cancellables = Set<AnyCancellable>()

    init() {
        print("VolumeViewModel init")
        $volume
            .sink { [weak self] newValue in
                print("sink received \(newValue), stored \(self?.volume ?? -1)")
            }
            .store(in: &cancellables)
    }
}

struct VolumeScreen: View {
    @StateObject private var viewModel = VolumeViewModel()

    var body: some View {
        let _ = print("VolumeScreen body: \(viewModel.volume)")
        VStack {
            Text("Volume \(viewModel.volume)")
            Button("Louder") { viewModel.volume += 1 }
            Button("Same again") { viewModel.volume = viewModel.volume }
        }
    }
}

:mount VolumeScreen()
// expect: VolumeViewModel init
// expect: sink received 3, stored 3
// expect: VolumeScreen body: 3
:tap "Louder"
// expect: sink received 4, stored 3
// expect: didSet volume: 3 -> 4
// expect: VolumeScreen body: 4
:tap "Same again"
// expect: sink received 4, stored 4
// expect: didSet volume: 4 -> 4
// expect: VolumeScreen body: 4
