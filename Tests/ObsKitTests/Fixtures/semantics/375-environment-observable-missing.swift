// rules §14.2: a non-optional @Environment(Model.self) with no model set above the view is SwiftUI's fatal
// error, raised when the property updates (SwiftUI looks the object up in EnvironmentValues then), so the
// body never runs. The message is SwiftUI's, as crash reports quote it (it names environmentObject(_:)
// even for an @Observable model). Declared optional (`Model?`), the property is nil instead.
import SwiftUI
import Observation

@Observable final class Library {
    var books = 3
}

struct Shelf: View {
    @Environment(Library.self) private var maybe: Library?
    var body: some View {
        let _ = print("Shelf sees", maybe == nil ? "no library" : "a library")
        Text("shelf")
    }
}

struct Counter: View {
    @Environment(Library.self) private var library
    var body: some View {
        let _ = print("Counter body")
        Text("\(library.books) books")
    }
}

:mount Shelf()
:mount Counter()
print("not reached")

// expect: Shelf sees no library
// expect-error: Fatal error: No Observable object of type Library found. A View.environmentObject(_:) for Library may be missing as an ancestor of this view.
