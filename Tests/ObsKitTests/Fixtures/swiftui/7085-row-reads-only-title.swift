// A podcast list where each row reads only the episode's title, the WWDC23 "Discover Observation" point that a view
// depends only on what its body reads: play counts and download flags change in the model, and no row runs for them.
// What SwiftUI does: a row depends on `title` alone (rules §8.3); changing `playCount` or `isDownloaded` notifies
// nobody who read them, so nothing runs. The screen keeps a plain array of objects in @State; changing a property of
// an element is not a write to the array (the element is a reference), so the screen's own state is untouched
// (rules §3.4, §3.7). Retitling the second episode runs only its row.
// Sources: rules §3.4, §3.7, §8.3, §15.1;
// https://developer.apple.com/videos/play/wwdc2023/10149/
import SwiftUI

@Observable
final class Episode: Identifiable {
    let id: Int
    var title: String
    var playCount = 0
    var isDownloaded = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

struct EpisodeRow: View {
    let episode: Episode

    var body: some View {
        let _ = print("EpisodeRow body: \(episode.title)")
        Text(episode.title)
    }
}

struct PodcastScreen: View {
    @State private var episodes = [Episode(id: 1, title: "Pilot"), Episode(id: 2, title: "Gardens")]

    var body: some View {
        let _ = print("PodcastScreen body: \(episodes.count) episodes")
        VStack {
            List {
                ForEach(episodes) { episode in
                    EpisodeRow(episode: episode)
                }
            }
            Button("Play first") {
                episodes[0].playCount += 1
            }
            Button("Download all") {
                for episode in episodes {
                    episode.isDownloaded = true
                }
            }
            Button("Retitle second") {
                episodes[1].title = "Gardens, Revisited"
            }
        }
    }
}

:mount PodcastScreen()
// expect: PodcastScreen body: 2 episodes
// expect: EpisodeRow body: Pilot
// expect: EpisodeRow body: Gardens
:tap "Play first"
:tap "Download all"
:tap "Retitle second"
// expect: EpisodeRow body: Gardens, Revisited
