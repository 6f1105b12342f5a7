// architecture style: a coordinator (@Observable, owned with @State) that presents sheets from an `Identifiable` route enum with associated values through `sheet(item:)`; making `$coordinator.sheet` reads the route, so the home body runs at each present and dismiss; the sheet's content appears and disappears with it (rules §13.1, §8.5, §8.7, §11.1)
import SwiftUI

enum SheetRoute: Identifiable {
    case newNote
    case editNote(String)

    var id: String {
        switch self {
        case .newNote: return "new"
        case .editNote(let title): return "edit-\(title)"
        }
    }
}

@Observable
final class NotesCoordinator {
    var sheet: SheetRoute?

    func present(_ route: SheetRoute) { sheet = route }
    func dismiss() { sheet = nil }
}

struct NewNoteView: View {
    let coordinator: NotesCoordinator

    var body: some View {
        let _ = print("NewNoteView body")
        Button("Cancel") { coordinator.dismiss() }
            .onAppear { print("NewNoteView appear") }
            .onDisappear { print("NewNoteView disappear") }
    }
}

struct EditNoteView: View {
    let title: String
    let coordinator: NotesCoordinator

    var body: some View {
        let _ = print("EditNoteView body: \(title)")
        Button("Close") { coordinator.dismiss() }
            .onAppear { print("EditNoteView appear") }
            .onDisappear { print("EditNoteView disappear") }
    }
}

struct NotesHome: View {
    @State private var coordinator = NotesCoordinator()

    var body: some View {
        let _ = print("NotesHome body")
        VStack {
            Button("New note") { coordinator.present(.newNote) }
            Button("Edit groceries") { coordinator.present(.editNote("groceries")) }
        }
        .sheet(item: $coordinator.sheet) { route in
            switch route {
            case .newNote:
                NewNoteView(coordinator: coordinator)
            case .editNote(let title):
                EditNoteView(title: title, coordinator: coordinator)
            }
        }
    }
}

:mount NotesHome()
// expect: NotesHome body
:tap "New note"
// expect: NotesHome body
// expect: NewNoteView body
// expect: NewNoteView appear
:tap "Cancel"
// expect: NotesHome body
// expect: NewNoteView disappear
:tap "Edit groceries"
// expect: NotesHome body
// expect: EditNoteView body: groceries
// expect: EditNoteView appear
:dismiss
// expect: NotesHome body
// expect: EditNoteView disappear
