// forms and editing style: Scrumdinger-like draft kept in the presenting view (@State editingScrum) and edited in a sheet; the sheet's closure reads editingScrum.title for its navigation title, and a read anywhere in an update is the owner's, so the presenter's body runs again at every keystroke (rules §3.5, §2.6)
import SwiftUI

struct Scrum: Equatable {
    var title: String
    var attendees: [String]
}

struct ScrumEditForm: View {
    @Binding var scrum: Scrum

    var body: some View {
        let _ = print("ScrumEditForm body: \(scrum.title)")
        Form {
            Section("Info") {
                TextField("Title", text: $scrum.title)
            }
            Section("Attendees") {
                ForEach(scrum.attendees, id: \.self) { name in
                    Text(name)
                }
            }
        }
    }
}

struct ScrumDetail: View {
    @State private var scrum = Scrum(title: "Design", attendees: ["Ana", "Bo"])
    @State private var editingScrum = Scrum(title: "", attendees: [])
    @State private var isPresentingEditor = false

    var body: some View {
        let _ = print("ScrumDetail body: \(scrum.title)")
        List {
            Text(scrum.title)
            Button("Edit") {
                editingScrum = scrum
                isPresentingEditor = true
            }
        }
        .sheet(isPresented: $isPresentingEditor) {
            NavigationStack {
                ScrumEditForm(scrum: $editingScrum)
                    .navigationTitle(editingScrum.title)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") { isPresentingEditor = false }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") {
                                isPresentingEditor = false
                                scrum = editingScrum
                            }
                        }
                    }
            }
        }
    }
}

:mount ScrumDetail()
// expect: ScrumDetail body: Design
:tap "Edit"
// expect: ScrumEditForm body: Design
:type "Ops" into "Title"
// expect: ScrumDetail body: Design
// expect: ScrumEditForm body: DesignO
// expect: ScrumDetail body: Design
// expect: ScrumEditForm body: DesignOp
// expect: ScrumDetail body: Design
// expect: ScrumEditForm body: DesignOps
:tap "Done"
// expect: ScrumDetail body: DesignOps
