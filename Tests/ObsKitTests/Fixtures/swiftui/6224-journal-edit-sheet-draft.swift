// A journal entry edited in a sheet on a draft copy: Edit copies the entry into @State draft, Cancel drops the draft, Save writes it back through the detail's @Binding; expected output by the SwiftUI rules (rules §9 a @Binding re-runs the child that read it; §3 creating $x is not a read; onChange(of:) fires on a changed value; Apple: sheet(isPresented:onDismiss:content:), ToolbarItem placements .cancellationAction/.confirmationAction)
import SwiftUI

enum Mood: String, CaseIterable, Identifiable {
    case calm, happy, tired
    var id: Self { self }
}

struct JournalEntry: Equatable {
    var title: String
    var mood: Mood
    var text: String
}

struct EntryEditor: View {
    @Binding var entry: JournalEntry

    var body: some View {
        let _ = print("editor: [\(entry.title)] \(entry.mood.rawValue)")
        Form {
            TextField("Title", text: $entry.title)
            Picker("Mood", selection: $entry.mood) {
                ForEach(Mood.allCases) { mood in
                    Text(mood.rawValue.capitalized).tag(mood)
                }
            }
            TextField("Notes", text: $entry.text)
        }
    }
}

struct EntryDetail: View {
    @Binding var entry: JournalEntry
    @State private var draft = JournalEntry(title: "", mood: .calm, text: "")
    @State private var isEditing = false

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.title).font(.title)
            Text("Feeling \(entry.mood.rawValue)")
            Text(entry.text)
        }
        .navigationTitle("Entry")
        .toolbar {
            Button("Edit") {
                draft = entry
                isEditing = true
            }
        }
        .sheet(isPresented: $isEditing) {
            NavigationStack {
                EntryEditor(entry: $draft)
                    .navigationTitle("Edit Entry")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") {
                                isEditing = false
                            }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Save") {
                                print("saving \(draft.title)")
                                entry = draft
                                isEditing = false
                            }
                        }
                    }
            }
        }
        .onChange(of: entry) { oldEntry, newEntry in
            print("entry changed: \(oldEntry.title) -> \(newEntry.title), \(newEntry.mood.rawValue)")
        }
    }
}

struct JournalRoot: View {
    @State private var entry = JournalEntry(title: "First frost", mood: .calm, text: "Cold morning walk.")

    var body: some View {
        NavigationStack {
            EntryDetail(entry: $entry)
        }
    }
}

:mount JournalRoot()
:tap "Edit"
:type "!" into "Title"
:tap "Cancel"
:tap "Edit"
:clear "Title"
:type "Ice" into "Title"
:pick "Happy" in "Mood"
:tap "Save"

// expect: editor: [First frost] calm
// expect: editor: [First frost!] calm
// expect: editor: [First frost] calm
// expect: editor: [] calm
// expect: editor: [I] calm
// expect: editor: [Ic] calm
// expect: editor: [Ice] calm
// expect: editor: [Ice] happy
// expect: saving Ice
// expect: entry changed: First frost -> Ice, happy
