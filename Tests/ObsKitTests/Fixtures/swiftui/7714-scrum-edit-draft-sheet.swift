// Apple sample style (Scrumdinger): a detail screen bound into the app's array of scrums, an Edit button that copies the scrum into a @State draft and presents a sheet, Cancel that drops the draft, Done that saves it back.
// SwiftUI: the detail's body never reads the draft or the flag (only `$editingScrum`, `$isPresentingEditView`), so Edit/Cancel don't re-run it (rules §3.5, §8.7); the sheet's content is escaping,
// so the editor re-runs alone on each keystroke, step and add, through its @Binding (rules §8.4, §9.3); Done writes the binding's source and re-runs the detail once,
// with the sheet already gone (rules §9.3, §15.12).
import SwiftUI

struct DailyScrum: Identifiable, Equatable {
    let id: Int
    var title: String
    var lengthInMinutes: Int
    var attendees: [String]

    static let emptyScrum = DailyScrum(id: 0, title: "", lengthInMinutes: 5, attendees: [])
}

struct CardView: View {
    let scrum: DailyScrum

    var body: some View {
        VStack(alignment: .leading) {
            Text(scrum.title)
                .font(.headline)
            HStack {
                Label("\(scrum.attendees.count)", systemImage: "person.3")
                Spacer()
                Label("\(scrum.lengthInMinutes)", systemImage: "clock")
            }
            .font(.caption)
        }
        .padding()
    }
}

struct DetailEditView: View {
    @Binding var scrum: DailyScrum
    @State private var newAttendeeName = ""

    var body: some View {
        let _ = print("edit: \(scrum.title), \(scrum.lengthInMinutes) min, \(scrum.attendees.count) attendees, new '\(newAttendeeName)'")
        Form {
            Section(header: Text("Meeting Info")) {
                TextField("Title", text: $scrum.title)
                Stepper("Length", value: $scrum.lengthInMinutes, in: 5...30, step: 5)
            }
            Section(header: Text("Attendees")) {
                ForEach(scrum.attendees, id: \.self) { name in
                    Text(name)
                }
                HStack {
                    TextField("New Attendee", text: $newAttendeeName)
                    Button("Add") {
                        scrum.attendees.append(newAttendeeName)
                        newAttendeeName = ""
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
        let _ = print("detail: \(scrum.title), \(scrum.lengthInMinutes) min, \(scrum.attendees.count) attendees")
        List {
            Section(header: Text("Meeting Info")) {
                LabeledContent("Length", value: "\(scrum.lengthInMinutes) minutes")
            }
            Section(header: Text("Attendees")) {
                ForEach(scrum.attendees, id: \.self) { attendee in
                    Label(attendee, systemImage: "person")
                }
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

struct ScrumsView: View {
    @Binding var scrums: [DailyScrum]

    var body: some View {
        NavigationStack {
            List($scrums) { $scrum in
                NavigationLink(destination: DetailView(scrum: $scrum)) {
                    CardView(scrum: scrum)
                }
            }
            .navigationTitle("Daily Scrums")
        }
    }
}

struct ScrumdingerRoot: View {
    @State private var scrums = [
        DailyScrum(id: 1, title: "Design Review", lengthInMinutes: 10, attendees: ["Mira", "Oskar", "Lena"]),
        DailyScrum(id: 2, title: "App Dev", lengthInMinutes: 5, attendees: ["Theo", "Ines"]),
    ]

    var body: some View {
        ScrumsView(scrums: $scrums)
    }
}

:mount ScrumdingerRoot()
:tap "Design Review"
// expect: detail: Design Review, 10 min, 3 attendees
:tap "Edit"
// expect: edit: Design Review, 10 min, 3 attendees, new ''
:type "!" into "Title"
// expect: edit: Design Review!, 10 min, 3 attendees, new ''
:tap "Cancel"
:tap "Edit"
// expect: edit: Design Review, 10 min, 3 attendees, new ''
:step "Length" up
// expect: edit: Design Review, 15 min, 3 attendees, new ''
:type "Kim" into "New Attendee"
// expect: edit: Design Review, 15 min, 3 attendees, new 'K'
// expect: edit: Design Review, 15 min, 3 attendees, new 'Ki'
// expect: edit: Design Review, 15 min, 3 attendees, new 'Kim'
:tap "Add"
// expect: edit: Design Review, 15 min, 4 attendees, new ''
:tap "Done"
// expect: detail: Design Review, 15 min, 4 attendees
