// SwiftUI from Apple's documentation: Managing model data in your app (a custom EnvironmentKey for the Library)
// Source: developer.apple.com/documentation/swiftui/managing-model-data-in-your-app: the LibraryKey /
// `EnvironmentValues.library` extension, `LibraryView().environment(\.library, library)` in the app,
// and `@Environment(\.library) private var library` in the view. The view reads the app's instance,
// not the key's default value, and updates when a property its body reads changes.
import SwiftUI

@Observable class Library {
    var name = "Default library"
    var visitors = 0
}

extension EnvironmentValues {
    var library: Library {
        get { self[LibraryKey.self] }
        set { self[LibraryKey.self] = newValue }
    }
}

private struct LibraryKey: EnvironmentKey {
    static var defaultValue: Library = Library()
}

@main
struct BookReaderApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environment(\.library, library)
        }
    }
}

struct LibraryView: View {
    @Environment(\.library) private var library

    var body: some View {
        let _ = print("LibraryView: \(library.name), \(library.visitors) visitors")
        Text(library.name)
        Button("Welcome") { library.visitors += 1 }
        Button("Rename") { library.name = "City Library" }
        Button("Compare") { print("default untouched: \(LibraryKey.defaultValue.name), \(LibraryKey.defaultValue.visitors)") }
    }
}

:mount BookReaderApp()
:tap "Welcome"
:tap "Rename"
:tap "Compare"

// expect: LibraryView: Default library, 0 visitors
// expect: LibraryView: Default library, 1 visitors
// expect: LibraryView: City Library, 1 visitors
// expect: default untouched: Default library, 0
