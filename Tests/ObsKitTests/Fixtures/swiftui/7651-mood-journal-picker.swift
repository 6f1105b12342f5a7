// 100 Days of SwiftUI style: a mood journal; a Picker over an enum, a note field, and a Save button that logs an entry.
// What SwiftUI does: the Picker writes the tag of the chosen row into its selection (an explicit `.tag` of the enum,
// rules §15.5, §15.18); the body reads `mood` and `entries`, not `note` (it only made `$note`), so typing runs no body
// (rules §3.5) and picking and saving each run one (rules §10.1). Saving an entry writes `entries` and resets `note`
// and `mood` in one action: one body.
import SwiftUI

enum Mood: String, CaseIterable, Identifiable {
    case happy = "Happy", calm = "Calm", tired = "Tired"
    var id: Self { self }
    var emoji: String {
        switch self {
        case .happy: "😀"
        case .calm: "😌"
        case .tired: "😴"
        }
    }
}

struct JournalEntry: Identifiable {
    let id = UUID()
    let mood: Mood
    let note: String
}

struct MoodJournalView: View {
    @State private var mood = Mood.calm
    @State private var note = ""
    @State private var entries: [JournalEntry] = []

    var body: some View {
        let _ = print("today \(mood.emoji), \(entries.count) entries: \(entries.map { "\($0.mood.rawValue): \($0.note)" })")
        NavigationStack {
            Form {
                Picker("Mood", selection: $mood) {
                    ForEach(Mood.allCases) { mood in
                        Text(mood.rawValue).tag(mood)
                    }
                }
                TextField("What happened?", text: $note)
                Button("Save entry") {
                    entries.append(JournalEntry(mood: mood, note: note))
                    note = ""
                    mood = .calm
                }
                Section("History") {
                    ForEach(entries) { entry in
                        Text("\(entry.mood.emoji) \(entry.note)")
                    }
                }
            }
            .navigationTitle("Mood Journal")
        }
    }
}

:mount MoodJournalView()
// expect: today 😌, 0 entries: []
:pick "Happy" in "Mood"
// expect: today 😀, 0 entries: []
:type "Sunny walk" into "What happened?"
:tap "Save entry"
// expect: today 😌, 1 entries: ["Happy: Sunny walk"]
:pick "Tired" in "Mood"
// expect: today 😴, 1 entries: ["Happy: Sunny walk"]
:type "Late night" into "What happened?"
:tap "Save entry"
// expect: today 😌, 2 entries: ["Happy: Sunny walk", "Tired: Late night"]
