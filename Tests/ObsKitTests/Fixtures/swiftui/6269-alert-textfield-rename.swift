// "Rename with a TextField inside an alert": the alert's TextField edits a @State draft, Save copies it, Cancel drops it; a child showing the name re-runs only when the name changes (Apple: alert(_:isPresented:actions:) with a TextField, iOS 16+; SEMANTICS §13 an action tap sets isPresented false, §2 a POD child with an equal String is not re-run, §3 unread state)
import SwiftUI

struct TitleLabel: View {
    let title: String

    var body: some View {
        let _ = print("label: \(title)")
        Text(title)
    }
}

struct PlaylistHeader: View {
    @State private var name = "Untitled"
    @State private var draft = ""
    @State private var renaming = false

    var body: some View {
        VStack {
            TitleLabel(title: name)
            Button("Rename") {
                draft = name
                renaming = true
            }
            Button("Print name") { print("name is \(name)") }
        }
        .alert("Rename playlist", isPresented: $renaming) {
            TextField("New name", text: $draft)
            Button("Save") {
                name = draft
                print("saved \(draft)")
            }
            Button("Cancel", role: .cancel) { }
        }
    }
}

:mount PlaylistHeader()
:tap "Rename"
:clear "New name"
:type "Road" into "New name"
:tap "Save"
:tap "Rename"
:type "s" into "New name"
:tap "Cancel"
:tap "Print name"

// expect: label: Untitled
// expect: saved Road
// expect: label: Road
// expect: name is Road
