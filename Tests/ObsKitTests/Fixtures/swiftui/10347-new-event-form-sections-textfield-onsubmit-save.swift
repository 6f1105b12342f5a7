// forms and editing style: a new-event Form with Sections: TextField with .onSubmit(save), a Picker over an enum with implicit tags, a Toggle that hides a Stepper, Save disabled while the title is blank; saving resets the draft struct (rules §15.5, §15.10, §15.11)
import SwiftUI

enum EventKind: String, CaseIterable, Identifiable {
    case meeting = "Meeting"
    case party = "Party"
    case trip = "Trip"
    var id: Self { self }
}

struct EventDraft: Equatable {
    var title = ""
    var kind = EventKind.meeting
    var allDay = false
    var hour = 9
}

struct NewEventForm: View {
    @State private var draft = EventDraft()
    @State private var saved: [String] = []

    private var canSave: Bool {
        !draft.title.trimmingCharacters(in: .whitespaces).isEmpty
    }

    var body: some View {
        let _ = print("NewEventForm body: \(draft.kind.rawValue) allDay=\(draft.allDay) hour=\(draft.hour) canSave=\(canSave)")
        Form {
            Section("What") {
                TextField("Title", text: $draft.title)
                    .onSubmit(save)
                Picker("Kind", selection: $draft.kind) {
                    ForEach(EventKind.allCases) { kind in
                        Text(kind.rawValue)
                    }
                }
            }
            Section("When") {
                Toggle("All-day", isOn: $draft.allDay)
                if !draft.allDay {
                    Stepper("Starts at \(draft.hour):00", value: $draft.hour, in: 0...23)
                }
            }
            Section {
                Button("Save", action: save)
                    .disabled(!canSave)
            }
            Section("Saved") {
                ForEach(saved, id: \.self) { line in
                    Text(line)
                }
            }
        }
    }

    private func save() {
        guard canSave else {
            print("nothing to save")
            return
        }
        saved.append("\(draft.title) (\(draft.kind.rawValue))")
        print("saved \(draft.title)")
        draft = EventDraft()
    }
}

:mount NewEventForm()
// expect: NewEventForm body: Meeting allDay=false hour=9 canSave=false
:type "Q1" into "Title"
// expect: NewEventForm body: Meeting allDay=false hour=9 canSave=true
// expect: NewEventForm body: Meeting allDay=false hour=9 canSave=true
:pick "Party" in "Kind"
// expect: NewEventForm body: Party allDay=false hour=9 canSave=true
:step "Starts at 9:00" up
// expect: NewEventForm body: Party allDay=false hour=10 canSave=true
:toggle "All-day"
// expect: NewEventForm body: Party allDay=true hour=10 canSave=true
:submit "Title"
// expect: saved Q1
// expect: NewEventForm body: Meeting allDay=false hour=9 canSave=false
:submit "Title"
// expect: nothing to save
:tap "Save"
// expect-error: button "Save" is disabled
