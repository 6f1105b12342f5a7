// Apple tutorial style (Scrumdinger): an edit sheet whose @State draft is seeded in init, Cancel/Done in the sheet's own toolbar, dismiss (rules §3.2, §8.1, §13.1, §15.4, §15.12)
import SwiftUI
import Observation

@Observable
final class DailyScrum: Identifiable {
    let id = UUID()
    var title: String
    var lengthInMinutes: Int
    var attendees: [String]
    init(title: String, lengthInMinutes: Int, attendees: [String]) {
        self.title = title
        self.lengthInMinutes = lengthInMinutes
        self.attendees = attendees
    }
}

@Observable
final class ScrumStore {
    var scrums = [
        DailyScrum(title: "Design", lengthInMinutes: 10, attendees: ["Cathy", "Daisy"]),
        DailyScrum(title: "App Dev", lengthInMinutes: 5, attendees: ["Katie"]),
    ]
}

struct ScrumEditView: View {
    let scrum: DailyScrum
    @State private var title: String
    @State private var length: Int
    @Environment(\.dismiss) private var dismiss

    init(scrum: DailyScrum) {
        self.scrum = scrum
        _title = State(initialValue: scrum.title)
        _length = State(initialValue: scrum.lengthInMinutes)
        print("edit init \(scrum.title)")
    }

    var body: some View {
        let _ = print("edit body: \(title), \(length) min")
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                Stepper("Length", value: $length, in: 5...30, step: 5)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {
                        scrum.title = title
                        scrum.lengthInMinutes = length
                        dismiss()
                    }
                    .disabled(title.isEmpty)
                }
            }
        }
    }
}

struct ScrumDetail: View {
    let scrum: DailyScrum
    @State private var isPresentingEdit = false
    var body: some View {
        let _ = print("detail body: \(scrum.title), \(scrum.lengthInMinutes) min")
        List {
            ForEach(scrum.attendees, id: \.self) { name in
                Text(name)
            }
        }
        .navigationTitle(scrum.title)
        .toolbar {
            Button("Edit") { isPresentingEdit = true }
        }
        .sheet(isPresented: $isPresentingEdit) {
            ScrumEditView(scrum: scrum)
        }
    }
}

struct ScrumsView: View {
    @Environment(ScrumStore.self) private var store
    var body: some View {
        let _ = print("scrums body: \(store.scrums.count)")
        NavigationStack {
            List(store.scrums) { scrum in
                NavigationLink(value: scrum.id) {
                    Text(scrum.title)
                }
            }
            .navigationTitle("Daily Scrums")
            .navigationDestination(for: UUID.self) { id in
                if let scrum = store.scrums.first(where: { $0.id == id }) {
                    ScrumDetail(scrum: scrum)
                }
            }
        }
    }
}

let store = ScrumStore()
:mount ScrumsView().environment(store)
// expect: scrums body: 2
:tap "Design"
// expect: detail body: Design, 10 min
:tap "Edit"
// expect: edit init Design
// expect: edit body: Design, 10 min
:step "Length" up
// expect: edit body: Design, 15 min
:tap "Cancel"
print(store.scrums[0].lengthInMinutes)
// expect: 10
:tap "Edit"
// expect: edit init Design
// expect: edit body: Design, 10 min
:clear "Title"
// expect: edit body: , 10 min
:type "Plan" into "Title"
// expect: edit body: P, 10 min
// expect: edit body: Pl, 10 min
// expect: edit body: Pla, 10 min
// expect: edit body: Plan, 10 min
:tap "Done"
// expect: detail body: Plan, 10 min
print(store.scrums.map(\.title))
// expect: ["Plan", "App Dev"]
