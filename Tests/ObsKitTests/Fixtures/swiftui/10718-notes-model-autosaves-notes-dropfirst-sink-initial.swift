// combine style: a notes model autosaves with `$notes.dropFirst().sink` (the initial value is skipped); typing into the draft runs the body per keystroke, Add appends the draft and clears it in one action (two @Published sets: one autosave, one body), and the sink's count comes from its argument (rules §6.3, §10.1, T11)
import SwiftUI
import Combine

final class NotesModel: ObservableObject {
    @Published var draft = ""
    @Published private(set) var notes: [String] = []
    private var bag = Set<AnyCancellable>()

    init() {
        $notes
            .dropFirst()
            .sink { notes in print("autosave \(notes.count) notes: \(notes)") }
            .store(in: &bag)
    }

    func add() {
        guard !draft.isEmpty else { return }
        notes.append(draft)
        draft = ""
    }
}

struct NotesView: View {
    @StateObject private var model = NotesModel()

    var body: some View {
        let _ = print("NotesView body: draft='\(model.draft)' notes=\(model.notes.count)")
        VStack {
            TextField("New note", text: $model.draft)
            Button("Add") { model.add() }
            ForEach(model.notes, id: \.self) { Text($0) }
        }
    }
}

:mount NotesView()
// expect: NotesView body: draft='' notes=0
:type "Tea" into "New note"
// expect: NotesView body: draft='T' notes=0
// expect: NotesView body: draft='Te' notes=0
// expect: NotesView body: draft='Tea' notes=0
:tap "Add"
// expect: autosave 1 notes: ["Tea"]
// expect: NotesView body: draft='' notes=1
:tap "Add"
