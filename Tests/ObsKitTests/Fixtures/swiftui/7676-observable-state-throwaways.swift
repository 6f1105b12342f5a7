// Style: Apple Developer Forums thread. Forum question: "My @Observable model in @State runs its init every time the parent updates. Is it leaking?"
// SwiftUI: @State's initial expression runs at every struct init, i.e. every parent body (rules §3.1; Apple `state`); only the first instance is installed (rules §3.2).
// Each later one is a throwaway kept by the last view value and freed when the next render replaces it: waste, not a leak (rules §3.3, T6);
// the new object makes the child's value differ, so its body runs with `@self` (rules §2.5, §12.1). At unmount installed objects go first (rules §1.4, ObsREPL's choice).
import SwiftUI
import Observation

@Observable
final class DraftModel {
    static var made = 0
    let serial: Int
    var text = ""

    init() {
        DraftModel.made += 1
        serial = DraftModel.made
        print("DraftModel #\(serial) init")
    }

    deinit { print("DraftModel #\(serial) deinit") }
}

struct DraftEditor: View {
    @State private var draft = DraftModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Draft: \(draft.text)")
            Button("Which draft") { print("editing draft #\(draft.serial)") }
        }
    }
}

struct ComposeScreen: View {
    @State private var autosaves = 0

    var body: some View {
        VStack {
            Text("Autosaves: \(autosaves)")
            Button("Autosave") { autosaves += 1 }
            DraftEditor()
        }
    }
}

:mount ComposeScreen()
// expect: DraftModel #1 init
// expect: DraftEditor: @self, @identity, _draft changed.
:tap "Autosave"
// expect: DraftModel #2 init
// expect: DraftEditor: @self changed.
:tap "Autosave"
// expect: DraftModel #3 init
// expect: DraftModel #2 deinit
// expect: DraftEditor: @self changed.
:tap "Which draft"
// expect: editing draft #1
:unmount
// expect: DraftModel #1 deinit
// expect: DraftModel #3 deinit
