// Older-style MVVM (pre-iOS 17): the screen owns the view model with @StateObject and passes it to a child that
// declares @ObservedObject; unlike @Observable, every change reaches both, whatever each one reads
// What SwiftUI does: both boxes subscribe to the same `objectWillChange` (rules §4.4, §5.1), and an
// `ObservableObject` has no per-property tracking: any `@Published` change reaches every observer (rules §6.5). So
// "Borrow" (which changes `borrowed`, read by the child only) and "Rename" (which changes `title`, read by the parent
// only) both run the parent and the child, parent first, once each (rules §2.8, §10.1). The child gets the same
// object again, compared by reference, so it prints only `_viewModel` (rules §2.5, §12.1); the footer, with no
// stored properties, gets an equal value and is skipped (rules §2.1, §2.7).
// Sources: rules §2.1, §2.5, §2.7, §2.8, §4.4, §5.1, §6.5, §10.1, §12.1; Apple `ObservedObject`, `StateObject`
// https://developer.apple.com/documentation/swiftui/observedobject
import SwiftUI

@MainActor
final class LibraryViewModel: ObservableObject {
    @Published var title = "My Library"
    @Published var borrowed = 0

    init() {
        print("LibraryViewModel init")
    }

    func borrow() { borrowed += 1 }
    func rename() { title = "Home Library" }
}

struct BorrowedCountView: View {
    @ObservedObject var viewModel: LibraryViewModel

    var body: some View {
        let _ = Self._printChanges()
        HStack {
            Text("Borrowed: \(viewModel.borrowed)")
            Button("Borrow") { viewModel.borrow() }
        }
    }
}

struct LibraryFooter: View {
    var body: some View {
        let _ = Self._printChanges()
        Text("Open 9–5")
    }
}

struct LibraryScreen: View {
    @StateObject private var viewModel = LibraryViewModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(viewModel.title)
            Button("Rename") { viewModel.rename() }
            BorrowedCountView(viewModel: viewModel)
            LibraryFooter()
        }
    }
}

:mount LibraryScreen()
// expect: LibraryViewModel init
// expect: LibraryScreen: @self, @identity, _viewModel changed.
// expect: BorrowedCountView: @self, @identity, _viewModel changed.
// expect: LibraryFooter: @self changed.
:tap "Borrow"
// expect: LibraryScreen: _viewModel changed.
// expect: BorrowedCountView: _viewModel changed.
:tap "Rename"
// expect: LibraryScreen: _viewModel changed.
// expect: BorrowedCountView: _viewModel changed.
