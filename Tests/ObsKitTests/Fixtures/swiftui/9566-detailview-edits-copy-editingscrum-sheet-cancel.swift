// SwiftUI from Apple's Scrumdinger tutorial: https://developer.apple.com/tutorials/app-dev-training/updating-app-data (DetailView edits a copy, editingScrum, in a sheet: Cancel throws the copy away, Done assigns it back to the scrum binding; the edits never run DetailView's body)
// In "Updating app data" DetailView keeps `@State private var editingScrum = DailyScrum.emptyScrum`; Edit
// copies the scrum into it and presents DetailEditView(scrum: $editingScrum) in a sheet whose toolbar has
// Cancel (dismiss) and Done (`scrum = editingScrum`). DetailEditView holds `@State private var
// newAttendeeName`, and its add button appends an attendee. The tutorial claims:
// - Edits change only the copy: DetailView, which reads `scrum`, doesn't update while you edit, and
//   Cancel leaves the scrum as it was.
// - Done saves the copy into the scrum binding, and DetailView shows the new data.
import SwiftUI

struct DailyScrum: Identifiable {
    struct Attendee: Identifiable {
        let id: UUID
        var name: String

        init(id: UUID = UUID(), name: String) {
            self.id = id
            self.name = name
        }
    }

    let id: UUID
    var title: String
    var attendees: [Attendee]
    var lengthInMinutes: Int

    init(id: UUID = UUID(), title: String, attendees: [String], lengthInMinutes: Int) {
        self.id = id
        self.title = title
        self.attendees = attendees.map { Attendee(name: $0) }
        self.lengthInMinutes = lengthInMinutes
    }

    static var emptyScrum: DailyScrum {
        DailyScrum(title: "", attendees: [], lengthInMinutes: 5)
    }
}

struct DetailEditView: View {
    @Binding var scrum: DailyScrum
    @State private var newAttendeeName = ""

    var body: some View {
        let _ = print("edit: \(scrum.title), \(scrum.attendees.count) attendees, new \"\(newAttendeeName)\"")
        Form {
            Section(header: Text("Meeting Info")) {
                TextField("Title", text: $scrum.title)
            }
            Section(header: Text("Attendees")) {
                ForEach(scrum.attendees) { attendee in
                    Text(attendee.name)
                }
                .onDelete { indices in
                    scrum.attendees.remove(atOffsets: indices)
                }
                HStack {
                    TextField("New Attendee", text: $newAttendeeName)
                    Button(action: {
                        withAnimation {
                            let attendee = DailyScrum.Attendee(name: newAttendeeName)
                            scrum.attendees.append(attendee)
                            newAttendeeName = ""
                        }
                    }) {
                        Image(systemName: "plus.circle.fill")
                            .accessibilityLabel("Add attendee")
                    }
                    .disabled(newAttendeeName.isEmpty)
                }
            }
        }
    }
}

struct DetailView: View {
    @Binding var scrum: DailyScrum

    @State private var editingScrum = DailyScrum.emptyScrum
    @State private var isPresentingEditView = false

    var body: some View {
        let _ = print("detail: \(scrum.title), \(scrum.attendees.count) attendees")
        List {
            Section(header: Text("Meeting Info")) {
                Text(scrum.title)
                Text("\(scrum.lengthInMinutes) minutes")
            }
        }
        .navigationTitle(scrum.title)
        .toolbar {
            Button("Edit") {
                isPresentingEditView = true
                editingScrum = scrum
            }
        }
        .sheet(isPresented: $isPresentingEditView) {
            NavigationStack {
                DetailEditView(scrum: $editingScrum)
                    .navigationTitle(scrum.title)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") {
                                isPresentingEditView = false
                            }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") {
                                isPresentingEditView = false
                                scrum = editingScrum
                            }
                        }
                    }
            }
        }
    }
}

struct ScrumHost: View {
    @State private var scrum = DailyScrum(title: "Design", attendees: ["Cathy", "Daisy"], lengthInMinutes: 10)

    var body: some View {
        NavigationStack {
            DetailView(scrum: $scrum)
        }
    }
}

:mount ScrumHost()
// expect: detail: Design, 2 attendees
:tap "Edit"
// expect: edit: Design, 2 attendees, new ""
:type "Al" into "New Attendee"
// expect: edit: Design, 2 attendees, new "A"
// expect: edit: Design, 2 attendees, new "Al"
:tap "Add attendee"
// expect: edit: Design, 3 attendees, new ""
:tap "Cancel"
:tap "Edit"
// expect: edit: Design, 2 attendees, new ""
:type "!" into "Title"
// expect: edit: Design!, 2 attendees, new ""
:tap "Done"
// expect: detail: Design!, 2 attendees
