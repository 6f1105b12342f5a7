// SwiftUI from Apple's documentation: an observable model shared through a custom environment key is still tracked
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// define a LibraryKey and an EnvironmentValues.library property, place the model with `.environment(\.library, library)`
// and read it with `@Environment(\.library)`; a view updates when a property its body reads changes.
import SwiftUI

@Observable
final class Library {
    var name = "Main Branch"
}

private struct LibraryKey: EnvironmentKey {
    static var defaultValue: Library = Library()
}

extension EnvironmentValues {
    var library: Library {
        get { self[LibraryKey.self] }
        set { self[LibraryKey.self] = newValue }
    }
}

struct LibrarySign: View {
    @Environment(\.library) private var library
    var body: some View {
        let _ = print("LibrarySign body \(library.name)")
        Button("Rename") { library.name = "East Branch" }
    }
}

struct Root: View {
    @State private var library = Library()
    var body: some View {
        let _ = print("Root body")
        LibrarySign().environment(\.library, library)
    }
}

:mount Root()
:tap "Rename"
// expect: Root body
// expect: LibrarySign body Main Branch
// expect: LibrarySign body East Branch
