// forms and editing style: the fix of 10322: the edit form applies the navigation title itself, so only the form reads the draft; typing runs the form's body alone and the presenter runs once, when Done copies the draft back (rules §3.5, §9.3)
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
        .navigationTitle(scrum.title)
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
// expect: ScrumEditForm body: DesignO
// expect: ScrumEditForm body: DesignOp
// expect: ScrumEditForm body: DesignOps
:tap "Done"
// expect: ScrumDetail body: DesignOps
