// Apple's "Making a list editable" pattern: EditButton in the toolbar, `.onMove` and `.onDelete` on the ForEach
// (rules §15.2, §15.25; Apple `dynamicviewcontent/onmove(perform:)`, `editbutton`). Dragging "Verse" to the end
// calls onMove with source [1] and destination 3 (offsets before the move). The moved row keeps its node and its
// @State (§1.2: a known id keeps its node even when the row moves), and no row body runs (equal values, §2.7).
// Only EditHint declares `@Environment(\.editMode)`, so only it runs when the mode flips (§15.25, §14.2).
// Deleting "Intro" destroys its node: its onDisappear runs (§1.4, §11.1).
import SwiftUI

struct Song: Identifiable {
    let id: Int
    let title: String
}

struct SongRow: View {
    let song: Song
    @State private var starred = false

    var body: some View {
        let _ = print("row \(song.title) starred \(starred)")
        Button(starred ? "\(song.title) ★" : song.title) { starred.toggle() }
            .onDisappear { print("gone: \(song.title)") }
    }
}

struct EditHint: View {
    @Environment(\.editMode) private var editMode

    var body: some View {
        let editing = editMode?.wrappedValue.isEditing == true
        let _ = print("hint: editing \(editing)")
        Text(editing ? "Drag to reorder" : "Tap Edit to reorder")
    }
}

struct Playlist: View {
    @State private var songs = [Song(id: 1, title: "Intro"), Song(id: 2, title: "Verse"), Song(id: 3, title: "Outro")]

    var body: some View {
        NavigationStack {
            List {
                EditHint()
                ForEach(songs) { song in
                    SongRow(song: song)
                }
                .onDelete { songs.remove(atOffsets: $0) }
                .onMove { from, to in
                    print("move \(Array(from)) to \(to)")
                    songs.move(fromOffsets: from, toOffset: to)
                }
            }
            .navigationTitle("Playlist")
            .toolbar { EditButton() }
        }
        Button("Print") { print(songs.map(\.title)) }
    }
}

:mount Playlist()
// expect: hint: editing false
// expect: row Intro starred false
// expect: row Verse starred false
// expect: row Outro starred false
:tap "Verse"
// expect: row Verse starred true
:tap "Edit"
// expect: hint: editing true
:move "Verse ★" to 2
// expect: move [1] to 3
:tap "Done"
// expect: hint: editing false
:tap "Print"
// expect: ["Intro", "Outro", "Verse"]
:tap "Verse ★"
// expect: row Verse starred false
:delete "Intro"
// expect: gone: Intro
:tap "Print"
// expect: ["Outro", "Verse"]
