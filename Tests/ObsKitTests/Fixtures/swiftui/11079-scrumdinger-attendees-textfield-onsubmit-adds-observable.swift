// Apple sample style (Scrumdinger attendees): a TextField with onSubmit adds to an @Observable scrum edited through @Bindable; the add button is disabled while the field is empty (rules §15.10, §15.11, §8.5)
import SwiftUI

@Observable
final class ScrumDraft {
    var title = "Design"
    var attendees: [String] = ["Ana"]
    init() { print("ScrumDraft init") }
}

struct AttendeesEditor: View {
    @Bindable var draft: ScrumDraft
    @State private var newName = ""
    var body: some View {
        let _ = print("AttendeesEditor body \(draft.attendees) new=\(newName)")
        Form {
            Section("Attendees") {
                ForEach(draft.attendees, id: \.self) { Text($0) }
                HStack {
                    TextField("New Attendee", text: $newName)
                        .onSubmit(add)
                    Button("Add") { add() }
                        .disabled(newName.isEmpty)
                }
            }
        }
    }
    private func add() {
        guard !newName.isEmpty else { return }
        draft.attendees.append(newName)
        newName = ""
        print("added attendee")
    }
}

struct ContentView: View {
    @State private var draft = ScrumDraft()
    var body: some View {
        NavigationStack {
            AttendeesEditor(draft: draft)
                .navigationTitle(draft.title)
        }
    }
}

:mount ContentView()
// expect: ScrumDraft init
// expect: AttendeesEditor body ["Ana"] new=
:type "Bo" into "New Attendee"
// expect: AttendeesEditor body ["Ana"] new=B
// expect: AttendeesEditor body ["Ana"] new=Bo
:submit "New Attendee"
// expect: added attendee
// expect: AttendeesEditor body ["Ana", "Bo"] new=
:type "C" into "New Attendee"
// expect: AttendeesEditor body ["Ana", "Bo"] new=C
:tap "Add"
// expect: added attendee
// expect: AttendeesEditor body ["Ana", "Bo", "C"] new=
