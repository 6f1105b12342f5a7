// Attendees: adding meeting attendees from a text field that keeps the focus, as Scrumdinger's edit view does with its
// "New Attendee" field and plus button, with @FocusState added; own names and code.
// What SwiftUI does: `:type` focuses the field first, as a tap would; the body never reads the focus, so that runs
// nothing, and each keystroke runs the body, which reads the draft (also to disable the button) (rules §15.10,
// §3.4). Return runs the field's onSubmit (rules §15.10): the action appends, clears the draft and puts the focus back,
// so the field stays focused; one update, one body (rules §10.1). The plus button, found by its accessibility label
// (rules §15.3), runs the same action. A swipe removes an attendee through onDelete (rules §15.2).
// Sources: rules §3.4, §10.1, §15.2, §15.3, §15.10; Apple https://developer.apple.com/documentation/swiftui/focusstate
// and https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
import SwiftUI

struct AttendeesEditor: View {
    @State private var attendees = ["Mara"]
    @State private var newAttendeeName = ""
    @FocusState private var isNameFieldFocused: Bool

    var body: some View {
        let _ = print("AttendeesEditor body: \(attendees.joined(separator: ", ")) | draft '\(newAttendeeName)'")
        Form {
            Section(header: Text("Attendees")) {
                ForEach(attendees, id: \.self) { attendee in
                    Text(attendee)
                }
                .onDelete { indices in
                    attendees.remove(atOffsets: indices)
                }
                HStack {
                    TextField("New Attendee", text: $newAttendeeName)
                        .focused($isNameFieldFocused)
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
        withAnimation {
            attendees.append(newAttendeeName)
            newAttendeeName = ""
        }
        isNameFieldFocused = true
    }
}

:mount AttendeesEditor()
// expect: AttendeesEditor body: Mara | draft ''
:type "Ana" into "New Attendee"
// expect: AttendeesEditor body: Mara | draft 'A'
// expect: AttendeesEditor body: Mara | draft 'An'
// expect: AttendeesEditor body: Mara | draft 'Ana'
:submit "New Attendee"
// expect: AttendeesEditor body: Mara, Ana | draft ''
:type "Kai" into "New Attendee"
// expect: AttendeesEditor body: Mara, Ana | draft 'K'
// expect: AttendeesEditor body: Mara, Ana | draft 'Ka'
// expect: AttendeesEditor body: Mara, Ana | draft 'Kai'
:tap "Add attendee"
// expect: AttendeesEditor body: Mara, Ana, Kai | draft ''
:delete "Mara"
// expect: AttendeesEditor body: Ana, Kai | draft ''
