// CS193p style (EmojiArt 2023, async background fetch): the document publishes `background` (an Equatable enum: none, fetching, found) and fetches in a Task that sleeps on the virtual clock; when the user picks a second background before the first arrives, the first result is discarded because the state moved on (the lecture's "are we still fetching this URL" check); each state change re-runs the document view once (rules §6.3, §10.1, §15.15's clock)
import SwiftUI

final class EmojiArtDocument: ObservableObject {
    enum Background: Equatable {
        case none
        case fetching(String)
        case found(String)
    }

    @Published private(set) var background = Background.none

    @MainActor
    func setBackground(_ name: String) {
        background = .fetching(name)
        Task {
            try? await Task.sleep(for: .seconds(2))
            if background == .fetching(name) {
                background = .found(name)
                print("fetched \(name)")
            } else {
                print("discarded \(name)")
            }
        }
    }
}

struct DocumentView: View {
    @ObservedObject var document: EmojiArtDocument

    var status: String {
        switch document.background {
        case .none: return "empty"
        case .fetching(let name): return "fetching \(name)"
        case .found(let name): return "showing \(name)"
        }
    }

    var body: some View {
        let _ = print("DocumentView body: \(status)")
        VStack {
            if case .fetching = document.background {
                ProgressView()
            }
            Text(status)
            Button("Use beach") { document.setBackground("beach") }
            Button("Use forest") { document.setBackground("forest") }
        }
    }
}

:mount DocumentView(document: EmojiArtDocument())
// expect: DocumentView body: empty
:tap "Use beach"
// expect: DocumentView body: fetching beach
:advance 1s
:tap "Use forest"
// expect: DocumentView body: fetching forest
:advance 1s
// expect: discarded beach
:advance 1s
// expect: fetched forest
// expect: DocumentView body: showing forest
