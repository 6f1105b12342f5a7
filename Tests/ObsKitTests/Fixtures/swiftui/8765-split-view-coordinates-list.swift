// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/navigationsplitview (the split view coordinates with the List(selection:) in its first column: a tapped row sets the selection, and the detail view updates to show it)
import SwiftUI

struct NoteDetail: View {
    let title: String

    var body: some View {
        Button("Read \(title)") { print("reading \(title)") }
    }
}

struct NotesSplit: View {
    let notes = ["Groceries", "Ideas", "Travel"]
    @State private var selection: String?

    var body: some View {
        NavigationSplitView {
            List(notes, id: \.self, selection: $selection) { note in
                Text(note)
            }
        } detail: {
            if let selection {
                NoteDetail(title: selection)
            } else {
                Text("Pick a note")
            }
        }
        .onChange(of: selection) { _, newValue in
            print("selection is \(newValue ?? "nil")")
        }
    }
}

:mount NotesSplit()
:tap "Ideas"
:tap "Read Ideas"
// expect: selection is Ideas
// expect: reading Ideas
