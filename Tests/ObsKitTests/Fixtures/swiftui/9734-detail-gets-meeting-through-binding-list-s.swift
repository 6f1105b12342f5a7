// Scrumdinger style detail editing: the detail gets its meeting through @Binding from the list's array (List($meetings)), Edit copies it into a @State draft edited in a sheet with its own NavigationStack; typing runs only the editor, Cancel drops the draft and runs nothing, Done writes it back and runs the list and the detail that reads it (rules §9.3, §15.1, §13, §15.4)
import SwiftUI

struct Meeting: Identifiable, Equatable {
    let id: Int
    var title: String
    var minutes: Int
}

struct MeetingEditor: View {
    @Binding var meeting: Meeting

    var body: some View {
        let _ = print("MeetingEditor body: \(meeting.title) \(meeting.minutes)")
        Form {
            TextField("Title", text: $meeting.title)
            Stepper("Length", value: $meeting.minutes, in: 5...60, step: 5)
        }
    }
}

struct MeetingDetail: View {
    @Binding var meeting: Meeting
    @State private var draft = Meeting(id: 0, title: "", minutes: 5)
    @State private var isEditing = false

    var body: some View {
        let _ = print("MeetingDetail body: \(meeting.title) \(meeting.minutes)")
        List {
            Text(meeting.title)
            Text("\(meeting.minutes) minutes")
        }
        .toolbar {
            Button("Edit") {
                draft = meeting
                isEditing = true
            }
        }
        .sheet(isPresented: $isEditing) {
            NavigationStack {
                MeetingEditor(meeting: $draft)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") { isEditing = false }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") {
                                meeting = draft
                                isEditing = false
                            }
                        }
                    }
            }
        }
    }
}

struct MeetingsList: View {
    @State private var meetings = [
        Meeting(id: 1, title: "Design", minutes: 15),
        Meeting(id: 2, title: "Standup", minutes: 10),
    ]

    var body: some View {
        let _ = print("MeetingsList body")
        NavigationStack {
            List($meetings) { $meeting in
                NavigationLink(meeting.title) {
                    MeetingDetail(meeting: $meeting)
                }
            }
            .navigationTitle("Meetings")
        }
    }
}

:mount MeetingsList()
// expect: MeetingsList body
:tap "Design"
// expect: MeetingDetail body: Design 15
:tap "Edit"
// expect: MeetingEditor body: Design 15
:type "!" into "Title"
// expect: MeetingEditor body: Design! 15
:tap "Done"
// expect: MeetingsList body
// expect: MeetingDetail body: Design! 15
:tap "Edit"
// expect: MeetingEditor body: Design! 15
:step "Length" up
// expect: MeetingEditor body: Design! 20
:tap "Cancel"
