// Translator: a view model that owns its debounce: `@Published var input { didSet { schedule() } }` cancels the
// previous `Task` and starts a new one that waits half a second, a pattern from MVVM tutorials, own code.
// What SwiftUI does: each keystroke writes `input` through the binding (rules §9.2); `didSet` runs after the
// wrapper's setter (rules §15.6), cancelling the waiting task and making a new one. The body runs once per keystroke
// (rules §6.5, §10.1); the cancelled task's `catch` runs after that update, when tasks run in the turn (rules §10.1,
// ObsREPL's choice; corpus README, assumption 13). Only the last text is translated; its write runs the body again.
// Sources: rules §6.3, §6.5, §9.2, §10.1, §15.6; https://developer.apple.com/documentation/swift/task/cancel()
import SwiftUI

@MainActor
final class TranslatorViewModel: ObservableObject {
    @Published var input = "" {
        didSet { scheduleTranslation() }
    }
    @Published private(set) var output = ""
    private var translationTask: Task<Void, Never>?

    private func scheduleTranslation() {
        translationTask?.cancel()
        let text = input
        translationTask = Task {
            do {
                try await Task.sleep(for: .milliseconds(500))
            } catch {
                print("translation of '\(text)' cancelled")
                return
            }
            output = String(text.reversed())
            print("translated '\(text)'")
        }
    }
}

struct TranslatorView: View {
    @StateObject private var viewModel = TranslatorViewModel()

    var body: some View {
        let _ = print("TranslatorView body: input '\(viewModel.input)', output '\(viewModel.output)'")
        Form {
            TextField("Text", text: $viewModel.input)
            Text(viewModel.output)
        }
    }
}

:mount TranslatorView()
// expect: TranslatorView body: input '', output ''
:type "abc" into "Text"
// expect: TranslatorView body: input 'a', output ''
// expect: TranslatorView body: input 'ab', output ''
// expect: translation of 'a' cancelled
// expect: TranslatorView body: input 'abc', output ''
// expect: translation of 'ab' cancelled
:advance 500ms
// expect: translated 'abc'
// expect: TranslatorView body: input 'abc', output 'cba'
