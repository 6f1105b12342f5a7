// Check error: .sheet(item:) with an optional of a type that is not Identifiable
import SwiftUI

struct Song {
    var title: String
}

struct PlaylistView: View {
    @State private var selected: Song?

    var body: some View {
        Button("Show song") { selected = Song(title: "Intro") }
            .sheet(item: $selected) { song in
                Text(song.title)
            }
    }
}
// expect-error: instance method 'sheet(item:onDismiss:content:)' requires that 'Song' conform to 'Identifiable'
