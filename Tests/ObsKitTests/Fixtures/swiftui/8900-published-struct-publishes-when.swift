// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/published (a @Published struct publishes when one of its fields is mutated, since the property gets a new value; a @Published class reference does not publish when the object behind it changes)
import SwiftUI
import Combine

struct AudioSettings {
    var muted = false
}

final class Profile {
    var nickname = "anon"
}

final class PlayerModel: ObservableObject {
    @Published var settings = AudioSettings()
    @Published var profile = Profile()
    private var cancellables = Set<AnyCancellable>()

    init() {
        objectWillChange
            .sink { print("player will change") }
            .store(in: &cancellables)
    }
}

struct PlayerView: View {
    @StateObject private var player = PlayerModel()

    var body: some View {
        let _ = print("body: muted=\(player.settings.muted) nickname=\(player.profile.nickname)")
        VStack {
            Button("Rename") { player.profile.nickname = "ace" }
            Button("Mute") { player.settings.muted = true }
        }
    }
}

:mount PlayerView()
:tap "Rename"
:tap "Mute"
// expect: body: muted=false nickname=anon
// expect: player will change
// expect: body: muted=true nickname=ace
