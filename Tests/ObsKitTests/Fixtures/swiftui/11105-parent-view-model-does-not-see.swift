// Reddit r/SwiftUI style (parent view model does not see its child model change): forwarding the nested object's objectWillChange through a Combine sink makes the outer model publish (rules §6.1, §6.2, §6.3, §4.4)
import SwiftUI
import Combine

final class PlayerSettings: ObservableObject {
    @Published var volume = 5
}

final class Player: ObservableObject {
    let settings = PlayerSettings()
    let forwards: Bool
    private var bag: AnyCancellable?
    init(forwards: Bool) {
        self.forwards = forwards
        if forwards {
            bag = settings.objectWillChange.sink { [weak self] _ in
                self?.objectWillChange.send()
            }
        }
    }
}

struct PlayerPanel: View {
    let title: String
    @StateObject private var player: Player
    init(title: String, forwards: Bool) {
        self.title = title
        _player = StateObject(wrappedValue: Player(forwards: forwards))
    }
    var body: some View {
        let _ = print("\(title) body volume \(player.settings.volume)")
        Button("\(title) louder") { player.settings.volume += 1 }
    }
}

struct MixerView: View {
    var body: some View {
        VStack {
            PlayerPanel(title: "Plain", forwards: false)
            PlayerPanel(title: "Forwarding", forwards: true)
        }
    }
}

:mount MixerView()
// expect: Plain body volume 5
// expect: Forwarding body volume 5
:tap "Plain louder"
:tap "Forwarding louder"
// expect: Forwarding body volume 6
:tap "Plain louder"
:tap "Forwarding louder"
// expect: Forwarding body volume 7
