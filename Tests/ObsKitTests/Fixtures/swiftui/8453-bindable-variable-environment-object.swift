// SwiftUI from Apple's documentation: Bindable (a @Bindable variable from an @Environment object)
// Source: developer.apple.com/documentation/swiftui/bindable and Managing model data in your app: "You can
// use the Bindable property wrapper on properties and variables to an Observable object ... even local
// variables. For example, you can create a @Bindable variable within a view's body". Here the object
// comes from `@Environment(Library.self)`, and the body declares `@Bindable var library = library` to
// get a binding for a Toggle; the sibling that reads the same environment object sees the change.
import SwiftUI

@Observable class Library {
    var isOpen = false
    var name = "Town Library"
}

struct OpeningHoursView: View {
    @Environment(Library.self) private var library

    var body: some View {
        @Bindable var library = library
        Toggle("Open", isOn: $library.isOpen)
    }
}

struct SignView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("sign: \(library.name) is \(library.isOpen ? "open" : "closed")")
        Text(library.isOpen ? "Open" : "Closed")
    }
}

@main
struct LibraryApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            VStack {
                OpeningHoursView()
                SignView()
            }
            .environment(library)
        }
    }
}

:mount LibraryApp()
:toggle "Open"
:toggle "Open"

// expect: sign: Town Library is closed
// expect: sign: Town Library is open
// expect: sign: Town Library is closed
