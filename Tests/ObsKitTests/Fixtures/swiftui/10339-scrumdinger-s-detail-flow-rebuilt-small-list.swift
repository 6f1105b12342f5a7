// forms and editing style: Scrumdinger's detail flow rebuilt small: List($standups) pushes a detail holding a @Binding; Edit copies it into the detail's @State draft shown in a sheet; adding an attendee edits only the draft; Done writes it back through the binding, so the list and the pushed detail run once (rules §15.1, §14.3, §9.3)
import SwiftUI

struct Standup: Identifiable, Equatable {
    let id: Int
    var title: String
    var attendees: [String]
}

struct StandupEditView: View {
    @Binding var standup: Standup
    @State private var newAttendee = ""

    var body: some View {
        let _ = print("StandupEditView body: \(standup.title) \(standup.attendees)")
        Form {
            Section("Meeting Info") {
                TextField("Title", text: $standup.title)
            }
            Section("Attendees") {
                ForEach(standup.attendees, id: \.self) { name in
                    Text(name)
                }
                HStack {
                    TextField("New Attendee", text: $newAttendee)
                    Button("Add Attendee") {
                        standup.attendees.append(newAttendee)
                        newAttendee = ""
                    }
                    .disabled(newAttendee.isEmpty)
                }
            }
        }
    }
}

struct StandupDetail: View {
    @Binding var standup: Standup
    @State private var editingStandup = Standup(id: 0, title: "", attendees: [])
    @State private var isPresentingEditView = false

    var body: some View {
        let _ = print("StandupDetail body: \(standup.title) \(standup.attendees.count) attendees")
        List {
            Section("Meeting Info") {
                Text(standup.title)
                Text("\(standup.attendees.count) attendees")
            }
        }
        .navigationTitle(standup.title)
        .toolbar {
            Button("Edit") {
                isPresentingEditView = true
                editingStandup = standup
            }
        }
        .sheet(isPresented: $isPresentingEditView) {
            NavigationStack {
                StandupEditView(standup: $editingStandup)
                    .navigationTitle(standup.title)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") { isPresentingEditView = false }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") {
                                isPresentingEditView = false
                                standup = editingStandup
                            }
                        }
                    }
            }
        }
    }
}

struct StandupsView: View {
    @State private var standups = [Standup(id: 1, title: "Design", attendees: ["Ana"])]

    var body: some View {
        let _ = print("StandupsView body: \(standups.map(\.title))")
        NavigationStack {
            List($standups) { $standup in
                NavigationLink(destination: StandupDetail(standup: $standup)) {
                    Text(standup.title)
                }
            }
        }
    }
}

:mount StandupsView()
// expect: StandupsView body: ["Design"]
:tap "Design"
// expect: StandupDetail body: Design 1 attendees
:tap "Edit"
// expect: StandupEditView body: Design ["Ana"]
:type "Bo" into "New Attendee"
// expect: StandupEditView body: Design ["Ana"]
// expect: StandupEditView body: Design ["Ana"]
:tap "Add Attendee"
// expect: StandupEditView body: Design ["Ana", "Bo"]
:tap "Done"
// expect: StandupsView body: ["Design"]
// expect: StandupDetail body: Design 2 attendees
:back
