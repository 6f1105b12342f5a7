// SwiftUI from Apple's documentation: two views reading different properties of one @Observable model update independently
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// "A view forms a dependency on an observable data model object ... when the view's body property reads a property of the
// object"; when other properties change "that body doesn't read, the view is unaffected". The parent only passes the model on.
import SwiftUI

@Observable
final class Episode {
    var title = "Pilot"
    var plays = 0
}

struct TitleLabel: View {
    let episode: Episode
    var body: some View {
        let _ = print("TitleLabel body: \(episode.title)")
        Text(episode.title)
    }
}

struct PlayCount: View {
    let episode: Episode
    var body: some View {
        let _ = print("PlayCount body: \(episode.plays)")
        Text("\(episode.plays) plays")
    }
}

struct EpisodeScreen: View {
    @State private var episode = Episode()
    var body: some View {
        let _ = print("EpisodeScreen body")
        VStack {
            TitleLabel(episode: episode)
            PlayCount(episode: episode)
            Button("Play") { episode.plays += 1 }
            Button("Rename") { episode.title = "Finale" }
        }
    }
}

:mount EpisodeScreen()
// expect: EpisodeScreen body
// expect: TitleLabel body: Pilot
// expect: PlayCount body: 0
:tap "Play"
// expect: PlayCount body: 1
:tap "Rename"
// expect: TitleLabel body: Finale
