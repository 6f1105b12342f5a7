// Stack Overflow style: "my TextField loses its text and focus after every letter" (pitfall part: the editor is given .id(note.text.count), so each keystroke is a new identity: its @State and @StateObject start over, with onDisappear then onAppear; fix part: .id(note.id), stable, so typing keeps the child's state) (rules §1.2, §1.3, §1.4, §11.1, §4.2)
// corrected: at the re-mount the old node dies first (its @StateObject is released) and its onDisappear, queued by that death, runs after (rules §1.4); the first draft listed the disappear first, against the same rule it used for the .id changes above
import SwiftUI
import Combine

final class SpellChecker: ObservableObject {
    static var made = 0
    let number: Int
    init() {
        SpellChecker.made += 1
        number = SpellChecker.made
        print("SpellChecker #\(number) init")
    }
    deinit { print("SpellChecker #\(number) deinit") }
}

struct WordCounter: View {
    let text: String
    @State private var checks = 0
    @StateObject private var checker = SpellChecker()

    var body: some View {
        let _ = print("WordCounter body: '\(text)' checks \(checks) checker #\(checker.number)")
        Button("Check") { checks += 1 }
            .onAppear { print("WordCounter appear") }
            .onDisappear { print("WordCounter disappear") }
    }
}

struct NoteEditorScreen: View {
    @State private var text = ""
    let stableID: Bool

    var body: some View {
        VStack {
            TextField("Note", text: $text)
            WordCounter(text: text)
                .id(stableID ? 1 : text.count)
        }
    }
}

// --- pitfall part
:mount NoteEditorScreen(stableID: false)
// expect: SpellChecker #1 init
// expect: WordCounter body: '' checks 0 checker #1
// expect: WordCounter appear
:tap "Check"
// expect: WordCounter body: '' checks 1 checker #1
:type "ok" into "Note"
// expect: SpellChecker #1 deinit
// expect: SpellChecker #2 init
// expect: WordCounter body: 'o' checks 0 checker #2
// expect: WordCounter disappear
// expect: WordCounter appear
// expect: SpellChecker #2 deinit
// expect: SpellChecker #3 init
// expect: WordCounter body: 'ok' checks 0 checker #3
// expect: WordCounter disappear
// expect: WordCounter appear
// --- fix part
:mount NoteEditorScreen(stableID: true)
// expect: SpellChecker #3 deinit
// expect: WordCounter disappear
// expect: SpellChecker #4 init
// expect: WordCounter body: '' checks 0 checker #4
// expect: WordCounter appear
:tap "Check"
// expect: WordCounter body: '' checks 1 checker #4
:type "ok" into "Note"
// expect: WordCounter body: 'o' checks 1 checker #4
// expect: WordCounter body: 'ok' checks 1 checker #4
