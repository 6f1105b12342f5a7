// An editor sheet with its own `@StateObject` view model that subscribes to a shared sync service's
// `PassthroughSubject` in its init; the sheet is dismissed and the service keeps sending.
// What SwiftUI does: the sheet's content is built only when it is presented, in its own hierarchy, so the view model
// is made then (rules §13.1, §4.2); the presenter's body does not run for the flag, which it never reads (rules
// §3.5, §8.7). Dismissing destroys the sheet's node: its `@StateObject` is released and deinits, and the
// `AnyCancellable`s it held cancel the subscription (rules §1.4; Apple `AnyCancellable`). Later events reach nobody.
// Sources: rules §1.4, §3.5, §4.2, §8.7, §13.1, §15.11; https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
// https://developer.apple.com/documentation/combine/anycancellable
import SwiftUI
import Combine

final class SyncService {
    static let shared = SyncService()
    let events = PassthroughSubject<String, Never>()

    func emit(_ event: String) {
        print("SyncService emits \(event)")
        events.send(event)
    }
}

final class EditorViewModel: ObservableObject {
    @Published var draft = ""
    @Published private(set) var lastEvent = "none"
    private var cancellables = Set<AnyCancellable>()

    init() {
        print("EditorViewModel init")
        SyncService.shared.events
            .sink { [weak self] event in
                print("EditorViewModel handles \(event)")
                self?.lastEvent = event
            }
            .store(in: &cancellables)
    }

    deinit { print("EditorViewModel deinit") }
}

struct EditorSheet: View {
    @StateObject private var viewModel = EditorViewModel()

    var body: some View {
        let _ = print("EditorSheet body: last event \(viewModel.lastEvent)")
        VStack {
            TextField("Draft", text: $viewModel.draft)
            Button("Sync from sheet") { SyncService.shared.emit("sheet-sync") }
        }
    }
}

struct DocumentsView: View {
    @State private var isEditing = false

    var body: some View {
        let _ = print("DocumentsView body")
        VStack {
            Button("Edit") { isEditing = true }
            Button("Sync") { SyncService.shared.emit("sync") }
        }
        .sheet(isPresented: $isEditing) {
            EditorSheet()
        }
    }
}

:mount DocumentsView()
// expect: DocumentsView body
:tap "Sync"
// expect: SyncService emits sync
:tap "Edit"
// expect: EditorViewModel init
// expect: EditorSheet body: last event none
:tap "Sync from sheet"
// expect: SyncService emits sheet-sync
// expect: EditorViewModel handles sheet-sync
// expect: EditorSheet body: last event sheet-sync
:dismiss
// expect: EditorViewModel deinit
:tap "Sync"
// expect: SyncService emits sync
