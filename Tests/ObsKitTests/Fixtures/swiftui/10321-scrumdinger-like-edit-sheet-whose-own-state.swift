// forms and editing style: Scrumdinger-like edit sheet whose own @State draft is copied from the item in init (State(initialValue:)); Cancel discards the draft, Done writes it back through the parent's binding; the detail's body runs only when Done changes the meeting (rules §3.2, §3.5, §15.12)
import SwiftUI

struct Meeting: Equatable {
    var title: String
    var minutes: Int
}

struct MeetingEditor: View {
    @Binding var meeting: Meeting
    @State private var draft: Meeting
    @Environment(\.dismiss) private var dismiss

    init(meeting: Binding<Meeting>) {
        _meeting = meeting
        _draft = State(initialValue: meeting.wrappedValue)
    }

    var body: some View {
        let _ = print("MeetingEditor body: \(draft.title) \(draft.minutes)m")
        NavigationStack {
            Form {
                TextField("Title", text: $draft.title)
                Stepper("Length", value: $draft.minutes, in: 5...60, step: 5)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {
                        meeting = draft
                        dismiss()
                    }
                }
            }
        }
    }
}

struct MeetingDetail: View {
    @State private var meeting = Meeting(title: "Standup", minutes: 15)
    @State private var isEditing = false

    var body: some View {
        let _ = print("MeetingDetail body: \(meeting.title) \(meeting.minutes)m")
        VStack {
            Text(meeting.title)
            Text("\(meeting.minutes) minutes")
            Button("Edit") { isEditing = true }
        }
        .sheet(isPresented: $isEditing) {
            MeetingEditor(meeting: $meeting)
        }
    }
}

:mount MeetingDetail()
// expect: MeetingDetail body: Standup 15m
:tap "Edit"
// expect: MeetingEditor body: Standup 15m
:type "!" into "Title"
// expect: MeetingEditor body: Standup! 15m
:step "Length" up
// expect: MeetingEditor body: Standup! 20m
:tap "Cancel"
:tap "Edit"
// expect: MeetingEditor body: Standup 15m
:type "s" into "Title"
// expect: MeetingEditor body: Standups 15m
:tap "Done"
// expect: MeetingDetail body: Standups 15m
