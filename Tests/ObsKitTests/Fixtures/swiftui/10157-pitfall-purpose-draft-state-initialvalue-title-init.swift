// what's-new style: PITFALL (on purpose): `_draft = State(initialValue: title)` in init ignores every later title (the storage was made once, at install); the iOS 17 fix syncs it with `onChange(of: title) { _, new in ... }`, which re-runs the child once more (rules §3.2, §3.1, §2.6, §11.1)
import SwiftUI

struct RenameField: View {
    let title: String
    @State private var draft: String

    init(title: String) {
        self.title = title
        _draft = State(initialValue: title)
        print("RenameField init: \(title)")
    }

    var body: some View {
        let _ = print("RenameField body: title \(title), draft \(draft)")
        TextField("Name", text: $draft)
    }
}

struct RenameFieldSynced: View {
    let title: String
    @State private var draft: String

    init(title: String) {
        self.title = title
        _draft = State(initialValue: title)
        print("RenameFieldSynced init: \(title)")
    }

    var body: some View {
        let _ = print("RenameFieldSynced body: title \(title), draft \(draft)")
        TextField("Name", text: $draft)
            .onChange(of: title) { _, newTitle in
                draft = newTitle
                print("synced draft to \(newTitle)")
            }
    }
}

struct Editor: View {
    @State private var current = "Draft A"

    var body: some View {
        let _ = print("Editor body")
        VStack {
            Button("Load B") { current = "Draft B" }
            RenameField(title: current)
        }
    }
}

struct EditorSynced: View {
    @State private var current = "Draft A"

    var body: some View {
        let _ = print("EditorSynced body")
        VStack {
            Button("Load B") { current = "Draft B" }
            RenameFieldSynced(title: current)
        }
    }
}

:mount Editor()
// expect: Editor body
// expect: RenameField init: Draft A
// expect: RenameField body: title Draft A, draft Draft A
:tap "Load B"
// expect: Editor body
// expect: RenameField init: Draft B
// expect: RenameField body: title Draft B, draft Draft A
:mount EditorSynced()
// expect: EditorSynced body
// expect: RenameFieldSynced init: Draft A
// expect: RenameFieldSynced body: title Draft A, draft Draft A
:tap "Load B"
// expect: EditorSynced body
// expect: RenameFieldSynced init: Draft B
// expect: RenameFieldSynced body: title Draft B, draft Draft A
// expect: synced draft to Draft B
// expect: RenameFieldSynced body: title Draft B, draft Draft B
