// "@MainActor view model with an async load in .task": the first body shows the idle state, the task starts after the view appears, and each published phase re-runs the body (SEMANTICS §11 ".task starts on appear", §10 appearance after the update, §6 @Published invalidates; Apple: task(priority:_:), MainActor)
import SwiftUI

@MainActor
final class LibraryModel: ObservableObject {
    enum Phase {
        case idle
        case loading
        case loaded([String])
    }

    @Published private(set) var phase: Phase = .idle

    func load() async {
        phase = .loading
        try? await Task.sleep(for: .seconds(1))
        phase = .loaded(["Dune", "Emma", "Ulysses"])
    }
}

struct LibraryView: View {
    @StateObject private var library = LibraryModel()

    private var label: String {
        switch library.phase {
        case .idle: return "idle"
        case .loading: return "loading"
        case .loaded(let books): return "\(books.count) books"
        }
    }

    var body: some View {
        let _ = print("library body: \(label)")
        VStack {
            Text(label)
            Button("Reload") {
                Task { await library.load() }
            }
        }
        .task { await library.load() }
    }
}

:mount LibraryView()
:advance 2s
:tap "Reload"
:advance 2s

// expect: library body: idle
// expect: library body: loading
// expect: library body: 3 books
// expect: library body: loading
// expect: library body: 3 books
