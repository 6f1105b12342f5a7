// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a Library shared through a custom EnvironmentKey with .environment(\.library, library) and read with @Environment(\.library): the view updates when a property its body reads changes, and not for one it doesn't read)
import SwiftUI
import Observation

@Observable
final class Library {
    var name = "Eastside"
    var openLate = false
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

struct LibrarySign: View {
    @Environment(\.library) private var library

    var body: some View {
        let _ = print("sign: \(library.name)")
        Text(library.name)
    }
}

struct LibraryRoot: View {
    @State private var library = Library()

    var body: some View {
        VStack {
            LibrarySign()
            Button("Open late") { library.openLate = true }
            Button("Rename") { library.name = "Eastside Branch" }
        }
        .environment(\.library, library)
    }
}

:mount LibraryRoot()
:tap "Open late"
:tap "Rename"
// expect: sign: Eastside
// expect: sign: Eastside Branch
