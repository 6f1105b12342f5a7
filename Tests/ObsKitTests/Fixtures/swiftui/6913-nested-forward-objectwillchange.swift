// Q (Stack Overflow style): "How do I make a parent ObservableObject publish when its child ObservableObject
// changes?" — the follow-up to 6912: the asker keeps the nested AudioSettings object.
// Accepted answer: subscribe to the child's objectWillChange in the parent and forward it with the parent's own
// `objectWillChange.send()`. Every `@Published` set sends the child's objectWillChange before the value is stored
// (rules §6.3), so the forwarding sink runs first, inside the action; the parent's publisher is the one the view's
// @StateObject box subscribes to (rules §4.4, §5.1), so the view is invalidated and its body runs once at the
// end of the event (rules §10.1), reading the new volume. `[weak self]` keeps the sink from retaining the parent.
// Source: rules §6.3, §4.4, §10.1; Apple `objectwillchange`
// (https://developer.apple.com/documentation/combine/observableobject/objectwillchange-2oa5v).
import SwiftUI
import Combine

final class AudioSettings: ObservableObject {
    @Published var volume = 0
}

final class PlayerViewModel: ObservableObject {
    @Published var title = "Intro"
    let settings = AudioSettings()
    private var cancellables = Set<AnyCancellable>()

    init() {
        settings.objectWillChange
            .sink { [weak self] _ in
                print("forwarding a settings change")
                self?.objectWillChange.send()
            }
            .store(in: &cancellables)
    }
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
// expect: forwarding a settings change
// expect: volume is now 1
// expect: PlayerView body: Intro, volume 1
:tap "Rename"
// expect: PlayerView body: Outro, volume 1
