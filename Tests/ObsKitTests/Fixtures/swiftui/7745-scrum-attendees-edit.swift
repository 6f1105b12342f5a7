// Apple sample style (Scrumdinger, "Creating the edit view"): editing a scrum's attendees through a @Binding, adding a name with the field's Return key or the plus button, and removing one with swipe to delete.
// SwiftUI: keystrokes change only the edit view's own @State, so only it re-runs (rules §3.5, §15.10); Return runs the field's onSubmit (rules §15.10), whose append goes through the binding
// to the root's @State and re-runs the root, which reads the count, and then the edit view (rules §9.3, §2.8); a swipe calls onDelete with the row's offset (rules §15.2).
import SwiftUI

struct Attendee: Identifiable, Equatable {
    let id: UUID
    var name: String

    init(name: String) {
        id = UUID()
        self.name = name
    }
}

struct DailyScrum: Equatable {
    var title: String
    var attendees: [Attendee]
}

struct AttendeesEditView: View {
    @Binding var scrum: DailyScrum
    @State private var newAttendeeName = ""

    var body: some View {
        let _ = print("edit: \(scrum.attendees.map(\.name)), new '\(newAttendeeName)'")
        Form {
            Section(header: Text("Attendees")) {
                ForEach(scrum.attendees) { attendee in
                    Text(attendee.name)
                }
                .onDelete { indices in
                    scrum.attendees.remove(atOffsets: indices)
                }
                HStack {
                    TextField("New Attendee", text: $newAttendeeName)
                        .onSubmit(addAttendee)
                    Button(action: addAttendee) {
                        Image(systemName: "plus.circle.fill")
                            .accessibilityLabel("Add attendee")
                    }
                    .disabled(newAttendeeName.isEmpty)
                }
            }
        }
    }

    private func addAttendee() {
        guard !newAttendeeName.isEmpty else { return }
        withAnimation {
            scrum.attendees.append(Attendee(name: newAttendeeName))
            newAttendeeName = ""
        }
    }
}

struct ScrumEditorRoot: View {
    @State private var scrum = DailyScrum(
        title: "Design",
        attendees: [Attendee(name: "Mira"), Attendee(name: "Oskar"), Attendee(name: "Lena")]
    )

    var body: some View {
        let _ = print("root: \(scrum.title), \(scrum.attendees.count) attendees")
        NavigationStack {
            AttendeesEditView(scrum: $scrum)
                .navigationTitle(scrum.title)
        }
    }
}

:mount ScrumEditorRoot()
// expect: root: Design, 3 attendees
// expect: edit: ["Mira", "Oskar", "Lena"], new ''
:type "Ivy" into "New Attendee"
// expect: edit: ["Mira", "Oskar", "Lena"], new 'I'
// expect: edit: ["Mira", "Oskar", "Lena"], new 'Iv'
// expect: edit: ["Mira", "Oskar", "Lena"], new 'Ivy'
:submit "New Attendee"
// expect: root: Design, 4 attendees
// expect: edit: ["Mira", "Oskar", "Lena", "Ivy"], new ''
:delete "Oskar"
// expect: root: Design, 3 attendees
// expect: edit: ["Mira", "Lena", "Ivy"], new ''
:type "Bo" into "New Attendee"
// expect: edit: ["Mira", "Lena", "Ivy"], new 'B'
// expect: edit: ["Mira", "Lena", "Ivy"], new 'Bo'
:tap "Add attendee"
// expect: root: Design, 4 attendees
// expect: edit: ["Mira", "Lena", "Ivy", "Bo"], new ''
