// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (a library migrated from ObservableObject/@StateObject/@EnvironmentObject to @Observable/@State/@Environment: the app's views now update only for the properties their bodies read, so raising the fine count updates the fines view and not the name view)
import SwiftUI
import Observation

@Observable
final class Library {
    var name = "Harbor Library"
    var fines = 0
}

struct LibraryNameView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("name view: \(library.name)")
        Text(library.name)
    }
}

struct FinesView: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("fines view: \(library.fines)")
        VStack {
            Text("Fines: \(library.fines)")
            Button("Charge fine") { library.fines += 2 }
        }
    }
}

struct ContentView: View {
    var body: some View {
        let _ = print("content view")
        VStack {
            LibraryNameView()
            FinesView()
        }
    }
}

@main
struct LibraryApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(library)
        }
    }
}

:mount LibraryApp()
:tap "Charge fine"
:tap "Charge fine"
// expect: content view
// expect: name view: Harbor Library
// expect: fines view: 0
// expect: fines view: 2
// expect: fines view: 4
