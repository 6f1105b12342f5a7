// "Dependency injection without a framework" post: a composition root made by the `@main` App holds the
// repositories and a factory that builds each screen's view model, passed to the screen through its initializer
// What SwiftUI does: `:mount NotesApp()` makes the App (its init runs, and with it the `@State` initial value, rules
// §3.1, §15.16) and shows its `WindowGroup`'s content. The content builds `NotesListScreen` with a view model from
// the factory; the screen installs it in `@State` (rules §3.2). The container is a plain class, so the App's body
// depends on nothing and runs once (rules §3.7). Adding a note goes through the repository, and the view model's
// `notes` write re-runs only the screen (rules §8.3); the protocol-typed repository is never observed itself.
// Sources: rules §3.1, §3.2, §3.7, §8.3, §15.16; Apple `App`, `WindowGroup`
// https://developer.apple.com/documentation/swiftui/app https://developer.apple.com/documentation/swiftui/windowgroup
import SwiftUI

struct Note: Identifiable {
    let id: Int
    let text: String
}

@MainActor
protocol NotesRepository {
    func allNotes() -> [Note]
    func add(_ text: String)
}

@MainActor
final class InMemoryNotesRepository: NotesRepository {
    private var storage: [Note] = [Note(id: 1, text: "Buy milk")]

    init() {
        print("InMemoryNotesRepository init")
    }

    func allNotes() -> [Note] {
        storage
    }

    func add(_ text: String) {
        storage.append(Note(id: storage.count + 1, text: text))
    }
}

@MainActor
@Observable
final class NotesListViewModel {
    private(set) var notes: [Note]
    private let repository: any NotesRepository

    init(repository: any NotesRepository) {
        self.repository = repository
        self.notes = repository.allNotes()
        print("NotesListViewModel init")
    }

    func addNote() {
        repository.add("Note \(notes.count + 1)")
        notes = repository.allNotes()
    }
}

@MainActor
final class AppDependencies {
    let notesRepository: any NotesRepository

    init() {
        notesRepository = InMemoryNotesRepository()
        print("AppDependencies ready")
    }

    func makeNotesListViewModel() -> NotesListViewModel {
        NotesListViewModel(repository: notesRepository)
    }
}

struct NotesListScreen: View {
    @State private var viewModel: NotesListViewModel

    init(viewModel: NotesListViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        let _ = print("NotesListScreen body: \(viewModel.notes.map(\.text))")
        NavigationStack {
            List(viewModel.notes) { note in
                Text(note.text)
            }
            .toolbar {
                Button("Add note") { viewModel.addNote() }
            }
        }
    }
}

@main
struct NotesApp: App {
    @State private var dependencies = AppDependencies()

    var body: some Scene {
        let _ = print("NotesApp body")
        WindowGroup {
            NotesListScreen(viewModel: dependencies.makeNotesListViewModel())
        }
    }
}

:mount NotesApp()
// expect: InMemoryNotesRepository init
// expect: AppDependencies ready
// expect: NotesApp body
// expect: NotesListViewModel init
// expect: NotesListScreen body: ["Buy milk"]
:tap "Add note"
// expect: NotesListScreen body: ["Buy milk", "Note 2"]
:tap "Add note"
// expect: NotesListScreen body: ["Buy milk", "Note 2", "Note 3"]
