// Huddles: editing in a sheet on a draft copy, the pattern of Apple's Scrumdinger tutorial ("Creating the edit view",
// "Passing data with bindings"), with own names and code. The detail screen keeps `@State editingHuddle`; Edit copies
// the huddle into it and shows a sheet whose form edits the copy through a @Binding; Cancel throws the copy away,
// Done writes it back through the detail's own @Binding.
// What SwiftUI does: `.sheet(isPresented:)` with a @State flag adds no dependency, and the detail's body never reads
// the draft (it only makes `$editingHuddle` inside the sheet's escaping content), so Edit runs no detail body; the
// sheet's content is built when it is shown (rules §3.5, §8.7, §13.1). Each edit runs the form's body, which read the
// draft through its binding (rules §9.3). Cancel only closes the sheet (its content disappears, rules §11.1); Done
// also writes the huddle, so the detail's body runs, once, before the sheet's content disappears (rules §10.3).
// Sources: rules §3.5, §8.7, §9.3, §10.3, §11.1, §13.1; Apple tutorial
// https://developer.apple.com/tutorials/app-dev-training/creating-the-edit-view
import SwiftUI

struct Huddle: Identifiable, Equatable {
    let id: Int
    var title: String
    var attendees: [String]
    var lengthInMinutes: Int

    static let emptyHuddle = Huddle(id: 0, title: "", attendees: [], lengthInMinutes: 5)
    static let sample = Huddle(id: 1, title: "Design Sync", attendees: ["Mara", "Theo"], lengthInMinutes: 10)
}

struct HuddleEditView: View {
    @Binding var huddle: Huddle

    var body: some View {
        let _ = print("HuddleEditView body: \(huddle.title), \(huddle.lengthInMinutes) min")
        Form {
            Section(header: Text("Huddle Info")) {
                TextField("Title", text: $huddle.title)
                Stepper("Length", value: $huddle.lengthInMinutes, in: 5...30, step: 5)
            }
            Section(header: Text("Attendees")) {
                ForEach(huddle.attendees, id: \.self) { attendee in
                    Text(attendee)
                }
            }
        }
        .onDisappear { print("HuddleEditView disappeared") }
    }
}

struct HuddleDetailView: View {
    @Binding var huddle: Huddle
    @State private var editingHuddle = Huddle.emptyHuddle
    @State private var isPresentingEditView = false

    var body: some View {
        let _ = print("HuddleDetailView body: \(huddle.title), \(huddle.lengthInMinutes) min")
        List {
            Section(header: Text("Huddle Info")) {
                Label("\(huddle.lengthInMinutes) minutes", systemImage: "clock")
            }
            Section(header: Text("Attendees")) {
                ForEach(huddle.attendees, id: \.self) { attendee in
                    Label(attendee, systemImage: "person")
                }
            }
        }
        .navigationTitle(huddle.title)
        .toolbar {
            Button("Edit") {
                isPresentingEditView = true
                editingHuddle = huddle
            }
        }
        .sheet(isPresented: $isPresentingEditView) {
            NavigationStack {
                HuddleEditView(huddle: $editingHuddle)
                    .navigationTitle("Edit Huddle")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") {
                                isPresentingEditView = false
                            }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") {
                                isPresentingEditView = false
                                huddle = editingHuddle
                            }
                        }
                    }
            }
        }
    }
}

struct HuddlesHome: View {
    @State private var huddle = Huddle.sample

    var body: some View {
        NavigationStack {
            HuddleDetailView(huddle: $huddle)
        }
    }
}

:mount HuddlesHome()
// expect: HuddleDetailView body: Design Sync, 10 min
:tap "Edit"
// expect: HuddleEditView body: Design Sync, 10 min
:type "!" into "Title"
// expect: HuddleEditView body: Design Sync!, 10 min
:step "Length" up
// expect: HuddleEditView body: Design Sync!, 15 min
:tap "Cancel"
// expect: HuddleEditView disappeared
:tap "Edit"
// expect: HuddleEditView body: Design Sync, 10 min
:step "Length" up
// expect: HuddleEditView body: Design Sync, 15 min
:tap "Done"
// expect: HuddleDetailView body: Design Sync, 15 min
// expect: HuddleEditView disappeared
