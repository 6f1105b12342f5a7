// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (the app's @State holds the Library and puts it in the environment; a view reads it with @Environment and makes `@Bindable var library = library` in its body to bind a TextField to library.name)
import SwiftUI

@Observable class Library {
    var name = "Main"
    init() { print("Library init") }
}

struct LibraryNameEditor: View {
    @Environment(Library.self) private var library

    var body: some View {
        @Bindable var library = library
        let _ = print("LibraryNameEditor body: \(library.name)")
        TextField("Library name", text: $library.name)
    }
}

@main
struct BookReaderApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            LibraryNameEditor()
                .environment(library)
        }
    }
}

:mount BookReaderApp()
:type "St" into "Library name"
// expect: Library init
// expect: LibraryNameEditor body: Main
// expect: LibraryNameEditor body: MainS
// expect: LibraryNameEditor body: MainSt
