// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/observable() (a subclass of an @Observable class)
// The macro "adds observation support to a custom type": the type it is attached to. A subclass inherits the
// base class's tracked properties, so a body reading `title` through a Song runs when it changes. The subclass
// itself carries no macro: its own stored property `plays` is an ordinary property, and changing it runs no body
// (the shown count catches up at the next tracked change).
import SwiftUI
import Observation

@Observable class MediaItem {
    var title: String
    init(title: String) { self.title = title }
}

final class Song: MediaItem {
    var plays = 0
}

struct SongView: View {
    @State private var song = Song(title: "Blue")

    var body: some View {
        let _ = print("body: \(song.title), \(song.plays) plays")
        VStack {
            Text(song.title)
            Button("Play") { song.plays += 1 }
            Button("Retitle") { song.title = "Blue (Live)" }
        }
    }
}

:mount SongView()
// expect: body: Blue, 0 plays
:tap "Play"
:tap "Retitle"
// expect: body: Blue (Live), 1 plays
