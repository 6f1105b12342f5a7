// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (SwiftUI doesn't create a new instance of the state object if a view's inputs change: the parent re-renders the player with a new track three times, and the one model made at the start keeps its volume)
import SwiftUI
import Combine

final class AudioModel: ObservableObject {
    @Published var volume = 3
    init() { print("AudioModel init") }
}

struct AudioPlayer: View {
    let track: String
    @StateObject private var audio = AudioModel()

    var body: some View {
        VStack {
            Text("Now playing \(track)")
            Button("Louder (\(audio.volume))") {
                audio.volume += 1
                print("volume \(audio.volume) during \(track)")
            }
        }
    }
}

struct Jukebox: View {
    private let tracks = ["Intro", "Verse", "Chorus", "Bridge"]
    @State private var index = 0

    var body: some View {
        VStack {
            AudioPlayer(track: tracks[index])
            Button("Skip") { index += 1 }
        }
    }
}

:mount Jukebox()
:tap "Louder (3)"
:tap "Skip"
:tap "Skip"
:tap "Louder (4)"
:tap "Skip"
:tap "Louder (5)"
// expect: AudioModel init
// expect: volume 4 during Intro
// expect: volume 5 during Chorus
// expect: volume 6 during Bridge
