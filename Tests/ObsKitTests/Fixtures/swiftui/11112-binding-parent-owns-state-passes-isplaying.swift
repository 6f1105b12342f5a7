// Apple docs style (Binding): a parent owns @State and passes $isPlaying to a child button; a parent that reads the value re-runs with the child, one that only passes the binding does not (rules §3.5, §9.3)
// Page: https://developer.apple.com/documentation/swiftui/binding (PlayerView / PlayButton example)
import SwiftUI

struct Episode {
    let title: String
    let showTitle: String
}

struct ListenButton: View {
    @Binding var isListening: Bool

    var body: some View {
        let _ = print("ListenButton body: \(isListening)")
        Button(isListening ? "Pause" : "Listen") {
            isListening.toggle()
        }
    }
}

struct EpisodePlayer: View {
    let episode: Episode
    @State private var isListening = false

    var body: some View {
        let _ = print("EpisodePlayer body: \(isListening)")
        VStack {
            Text(episode.title)
                .foregroundStyle(isListening ? .primary : .secondary)
            Text(episode.showTitle)
                .font(.caption)
            ListenButton(isListening: $isListening)
        }
    }
}

struct QuietPlayer: View {
    let episode: Episode
    @State private var isListening = false

    var body: some View {
        let _ = print("QuietPlayer body")
        VStack {
            Text(episode.title)
            ListenButton(isListening: $isListening)
        }
    }
}

:mount EpisodePlayer(episode: Episode(title: "Pilot", showTitle: "Morning Radio"))
// expect: EpisodePlayer body: false
// expect: ListenButton body: false
:tap "Listen"
// expect: EpisodePlayer body: true
// expect: ListenButton body: true
:tap "Pause"
// expect: EpisodePlayer body: false
// expect: ListenButton body: false
:mount QuietPlayer(episode: Episode(title: "Finale", showTitle: "Evening Radio"))
// expect: QuietPlayer body
// expect: ListenButton body: false
:tap "Listen"
// expect: ListenButton body: true
