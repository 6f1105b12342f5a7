// forms and editing style: a Scrumdinger-like "new item" sheet whose draft is the sheet's own @State (reset each time it opens); Add, disabled while the title is empty, calls the @Observable store's intent and dismisses, so the list runs once (rules §15.12, §8.1, §1.4)
import SwiftUI

struct Standup: Identifiable, Equatable {
    let id: Int
    var title: String
    var lengthInMinutes: Int
}

@Observable
final class StandupStore {
    var standups = [Standup(id: 1, title: "Mobile", lengthInMinutes: 10)]
    @ObservationIgnored private var nextID = 2

    func add(title: String, minutes: Int) {
        standups.append(Standup(id: nextID, title: title, lengthInMinutes: minutes))
        nextID += 1
        print("added \(title)")
    }
}

struct NewStandupSheet: View {
    let store: StandupStore
    @State private var draft = Standup(id: 0, title: "", lengthInMinutes: 5)
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("NewStandupSheet body: '\(draft.title)' \(draft.lengthInMinutes)m")
        NavigationStack {
            Form {
                TextField("Title", text: $draft.title)
                Stepper("Length", value: $draft.lengthInMinutes, in: 5...30, step: 5)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Dismiss") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        store.add(title: draft.title, minutes: draft.lengthInMinutes)
                        dismiss()
                    }
                    .disabled(draft.title.isEmpty)
                }
            }
        }
    }
}

struct StandupsList: View {
    @State private var store = StandupStore()
    @State private var isPresentingNew = false

    var body: some View {
        let _ = print("StandupsList body: \(store.standups.map(\.title))")
        NavigationStack {
            List {
                ForEach(store.standups) { standup in
                    Text("\(standup.title) \(standup.lengthInMinutes)m")
                }
            }
            .toolbar {
                Button("New") { isPresentingNew = true }
            }
        }
        .sheet(isPresented: $isPresentingNew) {
            NewStandupSheet(store: store)
        }
    }
}

:mount StandupsList()
// expect: StandupsList body: ["Mobile"]
:tap "New"
// expect: NewStandupSheet body: '' 5m
:type "Web" into "Title"
// expect: NewStandupSheet body: 'W' 5m
// expect: NewStandupSheet body: 'We' 5m
// expect: NewStandupSheet body: 'Web' 5m
:step "Length" up
// expect: NewStandupSheet body: 'Web' 10m
:tap "Add"
// expect: added Web
// expect: StandupsList body: ["Mobile", "Web"]
:tap "New"
// expect: NewStandupSheet body: '' 5m
:tap "Dismiss"
:tap "New"
// expect: NewStandupSheet body: '' 5m
:tap "Add"
// expect-error: button "Add" is disabled
