// Apple tutorial style (Scrumdinger, "Modeling data" / "Creating the edit view"): edit a copy, then Done or Cancel.
// The detail copies the standup into a @State draft and presents an editor on `$editingStandup` in a sheet with its
// own NavigationStack and toolbar (rules §15.4). Typing into the draft runs nothing of the detail: its body never
// reads the draft, and reads in the sheet's content are the sheet's own (rules §3.5, §8.4). Cancel drops the draft;
// Done writes it through the @Binding, and the detail, which read `standup`, runs again (rules §9.3).
import SwiftUI

struct Standup: Identifiable {
    let id: Int
    var title: String
    var minutes: Int
}

struct StandupEditor: View {
    @Binding var standup: Standup

    var body: some View {
        Form {
            TextField("Title", text: $standup.title)
            Stepper("Length: \(standup.minutes)", value: $standup.minutes, in: 5...30, step: 5)
        }
    }
}

struct StandupDetail: View {
    @Binding var standup: Standup
    @State private var editingStandup = Standup(id: 0, title: "", minutes: 5)
    @State private var isPresentingEditor = false

    var body: some View {
        let _ = print("StandupDetail body: \(standup.title), \(standup.minutes) min")
        List {
            Text(standup.title)
            Text("\(standup.minutes) minutes")
            Button("Edit") {
                editingStandup = standup
                isPresentingEditor = true
            }
        }
        .sheet(isPresented: $isPresentingEditor) {
            NavigationStack {
                StandupEditor(standup: $editingStandup)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") {
                                print("edit cancelled")
                                isPresentingEditor = false
                            }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") {
                                print("saving \(editingStandup.title)")
                                isPresentingEditor = false
                                standup = editingStandup
                            }
                        }
                    }
            }
        }
    }
}

struct StandupsRoot: View {
    @State private var standup = Standup(id: 1, title: "Design Sync", minutes: 15)

    var body: some View {
        StandupDetail(standup: $standup)
    }
}

:mount StandupsRoot()
// expect: StandupDetail body: Design Sync, 15 min
:tap "Edit"
:clear "Title"
:type "Retro" into "Title"
:step "Length: 15" up
:tap "Cancel"
// expect: edit cancelled
:tap "Edit"
:type " Weekly" into "Title"
:step "Length: 15" up
:tap "Done"
// expect: saving Design Sync Weekly
// expect: StandupDetail body: Design Sync Weekly, 20 min
