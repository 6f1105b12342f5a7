// Hacking with Swift Bookworm style (no SwiftData): a detail editor in sheet(item:) keeps a @State draft copied in its init; typing and stepping run only the editor, Save hands the draft back through a closure and dismisses, which runs the list once and the edited row only (rules §13.1, §3.2, §15.12, §2.3)
import SwiftUI

struct Novel: Identifiable, Equatable {
    let id: Int
    var title: String
    var rating: Int
}

struct NovelRow: View {
    let novel: Novel

    var body: some View {
        let _ = print("NovelRow body: \(novel.title) \(novel.rating)")
        Text("\(novel.title) \(String(repeating: "*", count: novel.rating))")
    }
}

struct NovelEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State private var draft: Novel
    let onSave: (Novel) -> Void

    init(novel: Novel, onSave: @escaping (Novel) -> Void) {
        _draft = State(initialValue: novel)
        self.onSave = onSave
    }

    var body: some View {
        let _ = print("NovelEditor body: \(draft.title) \(draft.rating)")
        Form {
            TextField("Title", text: $draft.title)
            Stepper("Rating", value: $draft.rating, in: 1...5)
            Button("Save") {
                onSave(draft)
                dismiss()
            }
        }
    }
}

struct NovelList: View {
    @State private var novels = [Novel(id: 1, title: "Emma", rating: 4), Novel(id: 2, title: "Persuasion", rating: 5)]
    @State private var editing: Novel?

    var body: some View {
        let _ = print("NovelList body: \(novels.map(\.title).joined(separator: ", "))")
        List {
            ForEach(novels) { novel in
                HStack {
                    NovelRow(novel: novel)
                    Button("Edit \(novel.title)") { editing = novel }
                }
            }
        }
        .sheet(item: $editing) { novel in
            NovelEditor(novel: novel) { updated in
                if let index = novels.firstIndex(where: { $0.id == updated.id }) {
                    novels[index] = updated
                }
            }
        }
    }
}

:mount NovelList()
// expect: NovelList body: Emma, Persuasion
// expect: NovelRow body: Emma 4
// expect: NovelRow body: Persuasion 5
:tap "Edit Emma"
// expect: NovelEditor body: Emma 4
:type "!" into "Title"
// expect: NovelEditor body: Emma! 4
:step "Rating" down
// expect: NovelEditor body: Emma! 3
:tap "Save"
// expect: NovelList body: Emma!, Persuasion
// expect: NovelRow body: Emma! 3
