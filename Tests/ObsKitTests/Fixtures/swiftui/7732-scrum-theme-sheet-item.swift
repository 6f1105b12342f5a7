// Apple sample style (Scrumdinger, themes): an @Observable ScrumStore; tapping a scrum sets `editingScrum` and `sheet(item:)` presents an editor whose draft is `_draft = State(initialValue: scrum)`, with a Theme picker; Save writes the draft back into the store.
// SwiftUI: sheet(item:) builds its content only when the item is set, with the unwrapped item (rules §13.1); the draft's @State takes that struct's initial value at install (rules §3.2),
// so the picker re-runs only the editor (rules §3.5); Save updates the store and clears the item, so the list re-runs and only the changed row runs its body (rules §8.3, §2.7, §15.12);
// a swipe-down sets the item to nil and changes nothing else (rules §13.1).
import SwiftUI

enum Theme: String, CaseIterable, Identifiable {
    case bubblegum, indigo, seafoam, yellow
    var id: Self { self }
    var name: String { rawValue.capitalized }
}

struct DailyScrum: Identifiable, Equatable {
    let id: Int
    var title: String
    var theme: Theme
}

@Observable
final class ScrumStore {
    var scrums = [
        DailyScrum(id: 1, title: "Design", theme: .yellow),
        DailyScrum(id: 2, title: "App Dev", theme: .seafoam),
    ]

    func update(_ scrum: DailyScrum) {
        if let index = scrums.firstIndex(where: { $0.id == scrum.id }) {
            scrums[index] = scrum
        }
    }
}

struct ThemePicker: View {
    @Binding var selection: Theme

    var body: some View {
        Picker("Theme", selection: $selection) {
            ForEach(Theme.allCases) { theme in
                Text(theme.name).tag(theme)
            }
        }
    }
}

struct ScrumEditSheet: View {
    @State private var draft: DailyScrum
    let onSave: (DailyScrum) -> Void

    init(scrum: DailyScrum, onSave: @escaping (DailyScrum) -> Void) {
        _draft = State(initialValue: scrum)
        self.onSave = onSave
    }

    var body: some View {
        let _ = print("edit sheet: \(draft.title), \(draft.theme.name)")
        NavigationStack {
            Form {
                TextField("Title", text: $draft.title)
                ThemePicker(selection: $draft.theme)
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(draft)
                    }
                }
            }
        }
    }
}

struct ScrumRow: View {
    let scrum: DailyScrum

    var body: some View {
        let _ = print("row \(scrum.title): \(scrum.theme.name)")
        HStack {
            Text(scrum.title)
            Spacer()
            Text(scrum.theme.name)
                .font(.caption)
        }
    }
}

struct ScrumListView: View {
    @State private var store = ScrumStore()
    @State private var editingScrum: DailyScrum?

    var body: some View {
        let _ = print("scrums: \(store.scrums.map(\.title))")
        NavigationStack {
            List(store.scrums) { scrum in
                Button {
                    editingScrum = scrum
                } label: {
                    ScrumRow(scrum: scrum)
                }
            }
            .navigationTitle("Daily Scrums")
            .sheet(item: $editingScrum) { scrum in
                ScrumEditSheet(scrum: scrum) { updated in
                    store.update(updated)
                    editingScrum = nil
                }
            }
        }
    }
}

:mount ScrumListView()
// expect: scrums: ["Design", "App Dev"]
// expect: row Design: Yellow
// expect: row App Dev: Seafoam
:tap "Design"
// expect: edit sheet: Design, Yellow
:pick "Indigo" in "Theme"
// expect: edit sheet: Design, Indigo
:tap "Save"
// expect: scrums: ["Design", "App Dev"]
// expect: row Design: Indigo
:tap "App Dev"
// expect: edit sheet: App Dev, Seafoam
:pick "Bubblegum" in "Theme"
// expect: edit sheet: App Dev, Bubblegum
:dismiss
:tap "Design"
// expect: edit sheet: Design, Indigo
