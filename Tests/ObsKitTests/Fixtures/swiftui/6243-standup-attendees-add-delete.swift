// A stand-up editor in the Scrumdinger shape: a @Binding to the meeting, a @State draft name, an Add button disabled while the draft is empty, swipe to delete an attendee, and the parent's title reading the same value; expected output by the SwiftUI rules (rules §3 read tracking, §9 @Binding, §2 a child that is dirty and gets a new value runs once; Apple: withAnimation(_:_:) runs its body, onDelete(perform:))
import SwiftUI

struct Attendee: Identifiable {
    let id = UUID()
    var name: String
}

struct Standup {
    var title: String
    var attendees: [Attendee]
}

struct StandupEditor: View {
    @Binding var standup: Standup
    @State private var newAttendee = ""

    var body: some View {
        let _ = print("editor: \(standup.attendees.count) attendees, draft [\(newAttendee)]")
        Form {
            Section("Meeting info") {
                TextField("Title", text: $standup.title)
            }
            Section("Attendees") {
                ForEach(standup.attendees) { attendee in
                    Text(attendee.name)
                }
                .onDelete { offsets in
                    standup.attendees.remove(atOffsets: offsets)
                }
                HStack {
                    TextField("New Attendee", text: $newAttendee)
                    Button("Add Attendee") {
                        withAnimation {
                            standup.attendees.append(Attendee(name: newAttendee))
                            newAttendee = ""
                        }
                    }
                    .disabled(newAttendee.isEmpty)
                }
            }
        }
    }
}

struct StandupRoot: View {
    @State private var standup = Standup(title: "Design Sync", attendees: [Attendee(name: "Ana"), Attendee(name: "Bo")])

    var body: some View {
        NavigationStack {
            StandupEditor(standup: $standup)
                .navigationTitle(standup.title)
                .toolbar {
                    Button("Print roster") {
                        print("roster: " + standup.attendees.map(\.name).joined(separator: ", "))
                    }
                }
        }
    }
}

:mount StandupRoot()
:type "Jo" into "New Attendee"
:tap "Add Attendee"
:delete "Ana"
:tap "Print roster"

// expect: editor: 2 attendees, draft []
// expect: editor: 2 attendees, draft [J]
// expect: editor: 2 attendees, draft [Jo]
// expect: editor: 3 attendees, draft []
// expect: editor: 2 attendees, draft []
// expect: roster: Bo, Jo
