// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/app-dev-training/creating-the-edit-view (DetailEditView: "New Attendee" field and an add Button disabled while the field is empty)
// Scrumdinger's edit view: a Slider for the length, a TextField for a new attendee, and a Button that appends
// the attendee, clears the field, and is `.disabled(newAttendeeName.isEmpty)`.
// - https://developer.apple.com/documentation/swiftui/view/disabled(_:): the modifier "controls whether users can
//   interact with this view"; the body reads `newAttendeeName` in that condition, so every keystroke runs it.
// - After the add, the field is empty again, so the button is disabled: a tap on it is refused (ObsREPL reports a
//   tap on a disabled button as an error).
import SwiftUI

struct DailyScrum {
    var title: String
    var attendees: [String]
    var lengthInMinutes: Int
    var lengthInMinutesAsDouble: Double {
        get { Double(lengthInMinutes) }
        set { lengthInMinutes = Int(newValue) }
    }
}

struct DetailEditView: View {
    @State private var scrum = DailyScrum(title: "Design", attendees: ["Cathy"], lengthInMinutes: 5)
    @State private var newAttendeeName = ""

    var body: some View {
        let _ = print("edit body: '\(newAttendeeName)', \(scrum.attendees.count) attendees")
        Form {
            Section(header: Text("Meeting Info")) {
                TextField("Title", text: $scrum.title)
                HStack {
                    Slider(value: $scrum.lengthInMinutesAsDouble, in: 5...30, step: 1) {
                        Text("Length")
                    }
                    Spacer()
                    Text("\(scrum.lengthInMinutes) minutes")
                }
            }
            Section(header: Text("Attendees")) {
                ForEach(scrum.attendees, id: \.self) { attendee in
                    Text(attendee)
                }
                HStack {
                    TextField("New Attendee", text: $newAttendeeName)
                    Button(action: {
                        withAnimation {
                            scrum.attendees.append(newAttendeeName)
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

:mount DetailEditView()
// expect: edit body: '', 1 attendees
:type "Al" into "New Attendee"
// expect: edit body: 'A', 1 attendees
// expect: edit body: 'Al', 1 attendees
:tap "Add attendee"
// expect: edit body: '', 2 attendees
:tap "Add attendee"
// expect-error: is disabled
