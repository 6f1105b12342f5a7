// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/observableobject (views follow the object's objectWillChange, which the synthesized publisher sends before a @Published property changes: changing a plain stored property sends nothing, so the view isn't updated until objectWillChange.send() is called)
import SwiftUI

final class PlayerViewModel: ObservableObject {
    var isMuted = false            // not @Published
    @Published var volume = 5

    func muteQuietly() {
        isMuted = true
    }

    func unmute() {
        objectWillChange.send()
        isMuted = false
    }
}

struct PlayerView: View {
    @StateObject private var viewModel = PlayerViewModel()

    var body: some View {
        let _ = print("body: muted \(viewModel.isMuted), volume \(viewModel.volume)")
        VStack {
            Button("Mute") { viewModel.muteQuietly() }
            Button("Unmute") { viewModel.unmute() }
            Button("Louder") { viewModel.volume += 1 }
        }
    }
}

:mount PlayerView()
:tap "Mute"
:tap "Louder"
:tap "Unmute"
// expect: body: muted false, volume 5
// expect: body: muted true, volume 6
// expect: body: muted false, volume 6
