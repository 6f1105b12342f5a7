// Issue 13 (B), `ForEach(items.indices, id: \.self)`: rows identified by their index (an Int), each with a
// `$names[i]` binding. Appending adds a row with a new id; typing writes one element. The owner reads the
// array (through `indices` and the row titles it builds), so it re-runs once per keystroke.
// Source: https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:). Rules §1, §3, §9.
import SwiftUI

struct Guests: View {
    @State private var names = ["Ada", "Grace"]

    var body: some View {
        let _ = Self._printChanges()
        Form {
            ForEach(names.indices, id: \.self) { i in
                TextField("Guest \(i + 1)", text: $names[i])
            }
            Button("Add guest") { names.append("") }
            Button("List") { print(names) }
        }
    }
}

:mount Guests()
:tap "Add guest"
:type "Al" into "Guest 3"
:type "!" into "Guest 1"
:tap "List"

// expect: Guests: @self, @identity, _names changed.
// expect: Guests: _names changed.
// expect: Guests: _names changed.
// expect: Guests: _names changed.
// expect: Guests: _names changed.
// expect: ["Ada!", "Grace", "Al"]
