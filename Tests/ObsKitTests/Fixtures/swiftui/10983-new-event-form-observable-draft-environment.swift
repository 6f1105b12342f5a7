// Hacking with Swift style (new event form): an @Observable draft in the environment, a local @Bindable in the body, validation problems computed on the model, a conditional Location field and a Save button disabled until the draft is valid (rules §8.5, §14.2, §15.11)
import SwiftUI
import Observation

@Observable
final class EventDraft {
    var title = ""
    var attendees = 1
    var isOnline = false
    var location = ""

    var problems: [String] {
        var result: [String] = []
        if title.trimmingCharacters(in: .whitespaces).count < 3 {
            result.append("title too short")
        }
        if !isOnline && location.isEmpty {
            result.append("location needed")
        }
        return result
    }

    var canSave: Bool { problems.isEmpty }
}

struct EventFormView: View {
    @Environment(EventDraft.self) private var draft

    var body: some View {
        @Bindable var draft = draft
        let _ = print("form problems: \(draft.problems)")
        Form {
            TextField("Event title", text: $draft.title)
            Stepper("Attendees: \(draft.attendees)", value: $draft.attendees, in: 1...50)
            Toggle("Online event", isOn: $draft.isOnline)
            if !draft.isOnline {
                TextField("Location", text: $draft.location)
            }
            Button("Save") {
                print("saved \(draft.title) for \(draft.attendees)")
            }
            .disabled(!draft.canSave)
        }
    }
}

struct EventRoot: View {
    @State private var draft = EventDraft()

    var body: some View {
        EventFormView()
            .environment(draft)
    }
}
:mount EventRoot()
// expect: form problems: ["title too short", "location needed"]
:type "Tea" into "Event title"
// expect: form problems: ["title too short", "location needed"]
// expect: form problems: ["title too short", "location needed"]
// expect: form problems: ["location needed"]
:toggle "Online event"
// expect: form problems: []
:step "Attendees: 1" up
// expect: form problems: []
:tap "Save"
// expect: saved Tea for 2
