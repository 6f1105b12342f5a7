// A notes list persisted by onChange(of: notes): each change is encoded with JSONEncoder (.sortedKeys) into an archive object, and a Reload button decodes it back; notes are added by onSubmit and a button, pinned through ForEach($notes) bindings and swiped away; expected output by the SwiftUI rules (Apple: onChange(of:initial:_:) runs when the value changes, not at first appearance; onSubmit(of:_:); ForEach with a binding collection; JSONEncoder.OutputFormatting.sortedKeys)
import SwiftUI

struct Note: Identifiable, Codable, Equatable {
    var id: Int
    var text: String
    var pinned = false
}

final class NoteArchive {
    static let shared = NoteArchive()
    private var stored: Data?

    func save(_ notes: [Note]) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(notes) else { return }
        stored = data
        print("saved \(String(decoding: data, as: UTF8.self))")
    }

    func load() -> [Note] {
        guard let stored else { return [] }
        return (try? JSONDecoder().decode([Note].self, from: stored)) ?? []
    }
}

struct NotesView: View {
    @State private var notes: [Note] = []
    @State private var draft = ""
    @State private var nextID = 1

    var body: some View {
        NavigationStack {
            List {
                HStack {
                    TextField("New note", text: $draft)
                        .onSubmit(addNote)
                    Button("Add", action: addNote)
                }
                ForEach($notes) { $note in
                    HStack {
                        Text(note.text)
                        Spacer()
                        Toggle("Pin", isOn: $note.pinned)
                    }
                }
                .onDelete { offsets in
                    notes.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Notes")
            .toolbar {
                Button("Reload") {
                    let loaded = NoteArchive.shared.load()
                    print("reloaded: " + loaded.map { "\($0.text)\($0.pinned ? " (pinned)" : "")" }.joined(separator: ", "))
                }
            }
        }
        .onAppear {
            notes = NoteArchive.shared.load()
            print("loaded \(notes.count) notes")
        }
        .onChange(of: notes) { _, newNotes in
            NoteArchive.shared.save(newNotes)
        }
    }

    private func addNote() {
        guard !draft.isEmpty else { return }
        notes.append(Note(id: nextID, text: draft))
        nextID += 1
        draft = ""
    }
}

:mount NotesView()
:type "Milk" into "New note"
:submit "New note"
:type "Eggs" into "New note"
:tap "Add"
:toggle "Pin"
:delete "Eggs"
:tap "Reload"

// expect: loaded 0 notes
// expect: saved [{"id":1,"pinned":false,"text":"Milk"}]
// expect: saved [{"id":1,"pinned":false,"text":"Milk"},{"id":2,"pinned":false,"text":"Eggs"}]
// expect: saved [{"id":1,"pinned":true,"text":"Milk"},{"id":2,"pinned":false,"text":"Eggs"}]
// expect: saved [{"id":1,"pinned":true,"text":"Milk"}]
// expect: reloaded: Milk (pinned)
