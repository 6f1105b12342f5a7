// SwiftUI from Apple's documentation: ForEach init(_:editActions:content:) — https://developer.apple.com/documentation/swiftui/foreach/init(_:editactions:content:) (with editActions: .delete a swipe removes the element from the bound collection itself)
import SwiftUI

struct Note: Identifiable, Equatable {
    let id: Int
    var title: String
}

struct Notes: View {
    @State private var notes = [Note(id: 1, title: "Alpha"), Note(id: 2, title: "Beta"), Note(id: 3, title: "Gamma")]
    var body: some View {
        List {
            ForEach($notes, editActions: .delete) { $note in
                Text(note.title)
            }
        }
        .onChange(of: notes) { _, newValue in
            print(newValue.map(\.title))
        }
    }
}

:mount Notes()
:delete "Beta"
:delete "Alpha"
// expect: ["Alpha", "Gamma"]
// expect: ["Gamma"]
