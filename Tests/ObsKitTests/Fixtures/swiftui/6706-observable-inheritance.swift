// Follows the Observation framework's `Observable()` page with class inheritance: `@Observable class MediaItem`
// and a subclass `Podcast` declared without the macro, which adds a stored `episodes` and overrides `describe()`.
// - The macro rewrites only the stored properties of the class it is attached to: the inherited `title` is
//   tracked, the subclass's own `episodes` is a plain stored property that notifies nobody (checked with swiftc
//   6.3.1 on these two classes: tracking `describe()`, `episodes += 1` fired no onChange, `title = ...` did;
//   rules §8.1, §8.3).
// - So "New episode" runs no body, and the count shown catches up at the next tracked change (rules §8.3).
// - Swift initialization: the subclass sets its own property, then super.init runs.
// - ObsREPL (at this writing) tracks the subclass's `episodes` too and runs the body at "New episode"; the
//   expectation keeps what the compiled macro does, per the experiment above.
import SwiftUI
import Observation

@Observable class MediaItem {
    var title: String

    init(title: String) {
        self.title = title
        print("MediaItem init: \(title)")
    }

    func describe() -> String { title }
}

final class Podcast: MediaItem {
    var episodes: Int

    init(title: String, episodes: Int) {
        self.episodes = episodes
        super.init(title: title)
        print("Podcast init")
    }

    override func describe() -> String { "\(title) (\(episodes) episodes)" }
}

struct PodcastView: View {
    @State private var podcast = Podcast(title: "Swift Talk", episodes: 3)

    var body: some View {
        let _ = print("body: \(podcast.describe())")
        VStack {
            Text(podcast.describe())
            Button("New episode") { podcast.episodes += 1 }
            Button("Rename") { podcast.title = "Swift Talks" }
        }
    }
}

:mount PodcastView()
// expect: MediaItem init: Swift Talk
// expect: Podcast init
// expect: body: Swift Talk (3 episodes)
:tap "New episode"
:tap "Rename"
// expect: body: Swift Talks (4 episodes)
