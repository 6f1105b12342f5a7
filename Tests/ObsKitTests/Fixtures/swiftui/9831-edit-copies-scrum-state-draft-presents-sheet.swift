// Scrumdinger style (editing a draft in a sheet): Edit copies the scrum into a @State draft and presents a sheet whose editor gets $draft; edits touch only the draft, Done writes it back (one body run of the detail), Cancel drops it. The detail never reads the draft, so editing runs only the editor; the editor's @Binding reads the draft's current value (rules §9.3, §3.5, §13.1, §15.4)
import SwiftUI

struct Scrum {
    var title: String
    var minutes: Int
}

struct ScrumEditor: View {
    @Binding var scrum: Scrum

    var body: some View {
        let _ = print("ScrumEditor body: \(scrum.title) \(scrum.minutes)")
        Form {
            TextField("Title", text: $scrum.title)
            Stepper("\(scrum.minutes) minutes", value: $scrum.minutes)
        }
    }
}

struct ScrumDetail: View {
    @State private var scrum = Scrum(title: "Design", minutes: 5)
    @State private var draft = Scrum(title: "", minutes: 0)
    @State private var isEditing = false

    var body: some View {
        let _ = print("ScrumDetail body: \(scrum.title) \(scrum.minutes)")
        VStack {
            Text(scrum.title)
            Button("Edit") {
                draft = scrum
                isEditing = true
            }
        }
        .sheet(isPresented: $isEditing) {
            NavigationStack {
                ScrumEditor(scrum: $draft)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") { isEditing = false }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") {
                                scrum = draft
                                isEditing = false
                            }
                        }
                    }
            }
        }
    }
}

:mount ScrumDetail()
// expect: ScrumDetail body: Design 5
:tap "Edit"
// expect: ScrumEditor body: Design 5
:type "!" into "Title"
// expect: ScrumEditor body: Design! 5
:tap "Done"
// expect: ScrumDetail body: Design! 5
:tap "Edit"
// expect: ScrumEditor body: Design! 5
:step "5 minutes" up
// expect: ScrumEditor body: Design! 6
:tap "Cancel"
