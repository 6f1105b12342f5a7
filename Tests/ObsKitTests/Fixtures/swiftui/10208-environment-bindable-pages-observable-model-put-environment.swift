// Apple docs style: the Environment and Bindable pages: an @Observable model put in the environment with .environment(model), read with @Environment(Library.self), and edited through a local `@Bindable var library = library` in the body; each view runs only for the properties it read (rules §14.2, §8.5, §8.3)
import SwiftUI

@Observable
final class Library {
    var name = "City"
    var openLate = false
}

struct NameEditor: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("NameEditor body")
        @Bindable var library = library
        TextField("Name", text: $library.name)
    }
}

struct HoursRow: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("HoursRow body: \(library.openLate)")
        Toggle("Open late", isOn: Bindable(library).openLate)
    }
}

struct LibraryScreen: View {
    @State private var library = Library()

    var body: some View {
        let _ = print("LibraryScreen body: \(library.name)")
        VStack {
            Text(library.name)
            NameEditor()
            HoursRow()
        }
        .environment(library)
    }
}

:mount LibraryScreen()
// expect: LibraryScreen body: City
// expect: NameEditor body
// expect: HoursRow body: false
:type "!" into "Name"
// expect: LibraryScreen body: City!
// expect: NameEditor body
:toggle "Open late"
// expect: HoursRow body: true
