// Blog post, "Don't use the offset as an id": `ForEach(Array(notes.enumerated()), id: \.offset)` keys rows by
// position (rules §1.2). Each row makes its model with `StateObject(wrappedValue: NoteModel(title:))`: the closure
// runs once per node, right before its first body (§4.2, §4.3); later closures are ignored. Deleting "Alpha"
// keeps offsets 0 and 1 alive: they now get "Beta" and "Gamma" but keep the models made for "Alpha" and "Beta"
// (§4.3), and offset 2's node dies, releasing the "Gamma" model (§1.4, §4.4). The rows' values differ (new
// titles), so their bodies run (§2.7). Order: the ForEach drops the removed row while it is updated, before the
// remaining rows' bodies run (§2.8, top down).
import SwiftUI

final class NoteModel: ObservableObject {
    let title: String
    @Published var drafts = 0
    init(title: String) {
        self.title = title
        print("NoteModel \(title) init")
    }
    deinit { print("NoteModel \(title) deinit") }
}

struct NoteRow: View {
    let title: String
    @StateObject private var model: NoteModel

    init(title: String) {
        self.title = title
        _model = StateObject(wrappedValue: NoteModel(title: title))
    }

    var body: some View {
        let _ = print("row \(title) / model \(model.title)")
        Text("\(title) / model \(model.title)")
    }
}

struct Notes: View {
    @State private var notes = ["Alpha", "Beta", "Gamma"]

    var body: some View {
        List {
            ForEach(Array(notes.enumerated()), id: \.offset) { index, note in
                NoteRow(title: note)
            }
            .onDelete { notes.remove(atOffsets: $0) }
        }
    }
}

:mount Notes()
// expect: NoteModel Alpha init
// expect: row Alpha / model Alpha
// expect: NoteModel Beta init
// expect: row Beta / model Beta
// expect: NoteModel Gamma init
// expect: row Gamma / model Gamma
:delete "Alpha / model Alpha"
// expect: NoteModel Gamma deinit
// expect: row Beta / model Alpha
// expect: row Gamma / model Beta
