// A note editor that autosaves a second after the user stops typing: `$text.dropFirst().debounce(for: .seconds(1),
// scheduler: RunLoop.main).sink { }` in the view model's init.
// What SwiftUI/Combine does: `dropFirst()` skips the value `$text` delivers on subscription (rules §6.3), so nothing is
// saved at launch however long one waits. Each keystroke runs the body (rules §9.2, §10.1) and restarts the debounce;
// the save comes 1 s after the last keystroke, on the virtual clock (Apple `debounce(for:scheduler:options:)`; rules
// §15.15), and its `@Published` write runs the body once.
// Sources: rules §6.3, §9.2, §10.1, §15.15;
// https://developer.apple.com/documentation/combine/publisher/debounce(for:scheduler:options:)
// https://developer.apple.com/documentation/combine/publisher/dropfirst(_:)
import SwiftUI
import Combine

final class NoteEditorViewModel: ObservableObject {
    @Published var text = ""
    @Published private(set) var lastSaved = "never"
    private var cancellables = Set<AnyCancellable>()

    init() {
        $text
            .dropFirst()
            .debounce(for: .seconds(1), scheduler: RunLoop.main)
            .sink { [weak self] value in
                print("autosave '\(value)'")
                self?.lastSaved = value
            }
            .store(in: &cancellables)
    }
}

struct NoteEditorView: View {
    @StateObject private var viewModel = NoteEditorViewModel()

    var body: some View {
        let _ = print("NoteEditorView body: text '\(viewModel.text)', saved '\(viewModel.lastSaved)'")
        VStack {
            TextField("Note", text: $viewModel.text)
            Text("Last saved: \(viewModel.lastSaved)")
        }
    }
}

:mount NoteEditorView()
// expect: NoteEditorView body: text '', saved 'never'
:advance 2s
:type "abc" into "Note"
// expect: NoteEditorView body: text 'a', saved 'never'
// expect: NoteEditorView body: text 'ab', saved 'never'
// expect: NoteEditorView body: text 'abc', saved 'never'
:advance 1s
// expect: autosave 'abc'
// expect: NoteEditorView body: text 'abc', saved 'abc'
:type "d" into "Note"
// expect: NoteEditorView body: text 'abcd', saved 'abc'
:advance 500ms
:type "e" into "Note"
// expect: NoteEditorView body: text 'abcde', saved 'abc'
:advance 500ms
:advance 500ms
// expect: autosave 'abcde'
// expect: NoteEditorView body: text 'abcde', saved 'abcde'
