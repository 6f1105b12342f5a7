// Kodeco style (autosave): $text.dropFirst().debounce on DispatchQueue.main for 2 s, filtered for empty text; only a pause long enough saves, and clearing the field saves nothing (rules §6.3, §10.1, §15.10, §15.15)
import SwiftUI
import Combine

final class DraftViewModel: ObservableObject {
    @Published var text = ""
    @Published private(set) var lastSaved: String?
    private var bag = Set<AnyCancellable>()

    init() {
        $text
            .dropFirst()
            .debounce(for: .seconds(2), scheduler: DispatchQueue.main)
            .filter { !$0.isEmpty }
            .sink { [weak self] text in
                print("autosaved '\(text)'")
                self?.lastSaved = text
            }
            .store(in: &bag)
    }
}

struct DraftView: View {
    @StateObject private var draft = DraftViewModel()

    var body: some View {
        let _ = print("body saved=\(draft.lastSaved ?? "never")")
        VStack {
            TextField("Note", text: $draft.text)
            Text("Saved: \(draft.lastSaved ?? "never")")
        }
    }
}

:mount DraftView()
// expect: body saved=never
:type "Hi" into "Note"
// expect: body saved=never
// expect: body saved=never
:advance 1s
:type "!" into "Note"
// expect: body saved=never
:advance 1s
:advance 1s
// expect: autosaved 'Hi!'
// expect: body saved=Hi!
:clear "Note"
// expect: body saved=Hi!
:advance 3s
