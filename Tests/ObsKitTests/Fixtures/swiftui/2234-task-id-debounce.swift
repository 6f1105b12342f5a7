// Issue 13 (B), `task(id:)`: the task starts when the view appears and is cancelled and started again each
// time the id changes. Typing one character per turn restarts the lookup per keystroke: each older one is
// cancelled in its sleep (Task.sleep throws CancellationError), only the last one finishes.
// Source: https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (the task is cancelled
// and restarted when the id changes, cancelled when the view disappears),
// https://developer.apple.com/documentation/swift/task/sleep(for:tolerance:clock:).
// Rules §11 (task(id:)), §3. The task copies `term` when it starts: read later, outside the body, the
// State would give the live value (rules §3), not the one this task was started for.
import SwiftUI

struct Lookup: View {
    @State private var term = ""
    @State private var definition = ""

    var body: some View {
        let _ = print("Lookup body, definition '\(definition)'")
        VStack {
            TextField("Word", text: $term)
            Text(definition)
        }
        .task(id: term) {
            let word = term
            guard !word.isEmpty else { return }
            do {
                try await Task.sleep(for: .milliseconds(300))
                definition = "meaning of \(word)"
            } catch {
                print("cancelled", word)
            }
        }
    }
}

:mount Lookup()
:type "cat" into "Word"
:advance 300ms

// expect: Lookup body, definition ''
// expect: Lookup body, definition ''
// expect: Lookup body, definition ''
// expect: cancelled c
// expect: Lookup body, definition ''
// expect: cancelled ca
// expect: Lookup body, definition 'meaning of cat'
