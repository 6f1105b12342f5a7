// Follows Apple's `TextEditor` page (https://developer.apple.com/documentation/swiftui/texteditor): a view that
// displays and edits long-form text bound to a String in `@State`, styled with `font` and `lineSpacing`. Own code:
// a journal entry with a character counter that gets the text through a @Binding.
// - The editor writes the binding as the user types (Apple `texteditor`). The parent never reads `entry`: it only
//   makes `$entry` for the editor and the counter, which is not a read, so its body runs once (rules §3.5, T3).
// - The counter reads its @Binding, so each change of the source re-runs the counter alone (rules §9.3, T3).
// - A TextEditor has no title: `:type ... into "TextEditor"` and `:clear "TextEditor"` reach it (rules §15.9,
//   ObsREPL's choice); typing goes after what it holds (README, `:type`).
import SwiftUI

struct JournalEntryView: View {
    @State private var entry = "Rainy day."

    var body: some View {
        let _ = print("JournalEntryView body")
        VStack(alignment: .leading) {
            TextEditor(text: $entry)
                .font(.body)
                .lineSpacing(4)
            CharacterCounter(text: $entry, limit: 20)
        }
        .padding()
    }
}

struct CharacterCounter: View {
    @Binding var text: String
    let limit: Int

    var body: some View {
        let _ = print("CharacterCounter body: \(text.count)/\(limit)")
        Text("\(text.count)/\(limit)")
            .foregroundStyle(text.count > limit ? .red : .secondary)
    }
}

:mount JournalEntryView()
// expect: JournalEntryView body
// expect: CharacterCounter body: 10/20
:type " Tea" into "TextEditor"
// expect: CharacterCounter body: 11/20
// expect: CharacterCounter body: 12/20
// expect: CharacterCounter body: 13/20
// expect: CharacterCounter body: 14/20
:clear "TextEditor"
// expect: CharacterCounter body: 0/20
