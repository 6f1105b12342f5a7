// Apple-tutorial style: a "Start over" button that gives the composer a new identity with `.id(round)`.
// A new `.id` value resets the subtree (rules §1.3; Apple `stateobject`: "SwiftUI ... creates a new instance of the
// object when the view's identity changes"): @State starts from the current struct's initial value, the
// @StateObject's closure runs again. ObsREPL's choice (§1.4): the old node and its model go before the new model's
// closure runs. Then the new body runs (first run: @self, @identity and every property, §12.2), then disappear
// (old) and appear (new) (§11.1). Typing runs only the composer's body, which reads `text` (§3.5); the parent
// didn't read it.
import SwiftUI

final class DraftModel: ObservableObject {
    let round: Int
    @Published var attachments = 0
    init(round: Int) {
        self.round = round
        print("DraftModel \(round) init")
    }
    deinit { print("DraftModel \(round) deinit") }
}

struct ComposeView: View {
    let round: Int
    @StateObject private var draft: DraftModel
    @State private var text = ""

    init(round: Int) {
        self.round = round
        _draft = StateObject(wrappedValue: DraftModel(round: round))
    }

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("round \(round) text '\(text)' model \(draft.round)")
        TextField("Message", text: $text)
            .onAppear { print("composer shown") }
            .onDisappear { print("composer gone") }
    }
}

struct Composer: View {
    @State private var round = 1

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            ComposeView(round: round)
                .id(round)
            Button("Start over") { round += 1 }
        }
    }
}

:mount Composer()
// expect: Composer: @self, @identity, _round changed.
// expect: DraftModel 1 init
// expect: ComposeView: @self, @identity, _draft, _text changed.
// expect: round 1 text '' model 1
// expect: composer shown
:type "Hi" into "Message"
// expect: ComposeView: _text changed.
// expect: round 1 text 'H' model 1
// expect: ComposeView: _text changed.
// expect: round 1 text 'Hi' model 1
:tap "Start over"
// expect: Composer: _round changed.
// expect: DraftModel 1 deinit
// expect: DraftModel 2 init
// expect: ComposeView: @self, @identity, _draft, _text changed.
// expect: round 2 text '' model 2
// expect: composer gone
// expect: composer shown
