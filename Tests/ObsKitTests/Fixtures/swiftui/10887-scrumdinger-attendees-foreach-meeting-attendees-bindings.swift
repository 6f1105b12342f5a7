// Apple tutorial style (Scrumdinger attendees): ForEach($meeting.attendees) bindings through a local @Bindable, a new-attendee field whose text the body reads, so every row runs again at each parent body (rules §15.1, §9.3, §3.5, §8.5)
import SwiftUI
import Observation

struct Attendee: Identifiable {
    let id = UUID()
    var name: String
    var isPresent = true
}

@Observable
final class Meeting {
    var title = "Standup"
    var attendees = [Attendee(name: "Ana"), Attendee(name: "Ben")]
}

struct AttendeeRow: View {
    @Binding var attendee: Attendee
    var body: some View {
        let _ = print("row \(attendee.name)")
        Toggle(attendee.name, isOn: $attendee.isPresent)
    }
}

struct MeetingView: View {
    @Environment(Meeting.self) private var meeting
    @State private var newName = ""

    var body: some View {
        @Bindable var meeting = meeting
        let _ = print("meeting: \(meeting.attendees.filter(\.isPresent).count) present")
        NavigationStack {
            Form {
                Section("Attendees") {
                    ForEach($meeting.attendees) { $attendee in
                        AttendeeRow(attendee: $attendee)
                    }
                    HStack {
                        TextField("New attendee", text: $newName)
                        Button("Add") {
                            meeting.attendees.append(Attendee(name: newName))
                            newName = ""
                        }
                        .disabled(newName.isEmpty)
                    }
                }
            }
            .navigationTitle(meeting.title)
        }
    }
}

let meeting = Meeting()
:mount MeetingView().environment(meeting)
// expect: meeting: 2 present
// expect: row Ana
// expect: row Ben
:toggle "Ben"
// expect: meeting: 1 present
// expect: row Ana
// expect: row Ben
:type "Cy" into "New attendee"
// expect: meeting: 1 present
// expect: row Ana
// expect: row Ben
// expect: meeting: 1 present
// expect: row Ana
// expect: row Ben
:tap "Add"
// expect: meeting: 2 present
// expect: row Ana
// expect: row Ben
// expect: row Cy
print(meeting.attendees.map { "\($0.name):\($0.isPresent)" })
// expect: ["Ana:true", "Ben:false", "Cy:true"]
