// Follows Apple's `disabled(_:)` page (https://developer.apple.com/documentation/swiftui/view/disabled(_:)): "a
// Boolean value that determines whether users can interact with this view"; the value flows down, and a view
// reads it as `\.isEnabled` (Apple `environmentvalues/isenabled`). Own code: renaming a list, with a Save section
// disabled until the trimmed name is non-empty, and a badge that reads `isEnabled`.
// - The body reads `listName` (through `isValid`), so it runs per keystroke (rules §3.5).
// - EnabledBadge holds only an @Environment: built again at each parent body, it compares equal (rules §2.5
//   ObsREPL's choice) and runs only when `isEnabled` changes (rules §14.2, §15.17: false below `.disabled(true)`).
//   Typing " " after clearing changes the text but not the validity: the parent runs, the badge doesn't.
// - Save runs only while enabled; the script taps it only then (a tap on a disabled button is an error here,
//   rules §15.11).
import SwiftUI

struct RenameListView: View {
    @State private var listName = ""

    var isValid: Bool {
        !listName.trimmingCharacters(in: .whitespaces).isEmpty
    }

    var body: some View {
        let _ = print("RenameListView body: valid \(isValid)")
        Form {
            TextField("List name", text: $listName)
            Section {
                Button("Save") { print("saved '\(listName)'") }
                EnabledBadge()
            }
            .disabled(!isValid)
        }
    }
}

struct EnabledBadge: View {
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let _ = print("EnabledBadge body: enabled \(isEnabled)")
        Text(isEnabled ? "Ready to save" : "Enter a name")
            .font(.caption)
    }
}

:mount RenameListView()
// expect: RenameListView body: valid false
// expect: EnabledBadge body: enabled false
:type "Q3" into "List name"
// expect: RenameListView body: valid true
// expect: EnabledBadge body: enabled true
// expect: RenameListView body: valid true
:tap "Save"
// expect: saved 'Q3'
:clear "List name"
// expect: RenameListView body: valid false
// expect: EnabledBadge body: enabled false
:type " " into "List name"
// expect: RenameListView body: valid false
