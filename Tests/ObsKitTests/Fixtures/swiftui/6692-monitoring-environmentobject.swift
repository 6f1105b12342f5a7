// Follows Apple's "Monitoring data changes in your app", its section on sharing an object throughout the app: the
// App owns the library with @StateObject and hands it down with `.environmentObject(library)`; views deep in the
// hierarchy declare `@EnvironmentObject var library: Library`.
// - The App's @StateObject is made when the App is mounted (Apple `stateobject`; rules §4.2, §15.16).
// - "An environment object invalidates the current view whenever the observable object changes" (Apple
//   `environmentobject`; rules §14.1, §6.5): adding a book runs both views that declare it, the one that reads only
//   `name` too. The content view declares nothing and does not run (rules §0.2).
import SwiftUI

final class Library: ObservableObject {
    @Published var name = "City Library"
    @Published var books = ["Dune", "Emma"]

    init() { print("Library init") }
}

struct BookReaderApp: App {
    @StateObject private var library = Library()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(library)
        }
    }
}

struct ContentView: View {
    var body: some View {
        let _ = print("ContentView body")
        VStack {
            LibraryName()
            BookCount()
        }
    }
}

struct LibraryName: View {
    @EnvironmentObject var library: Library

    var body: some View {
        let _ = print("name: \(library.name)")
        Text(library.name)
    }
}

struct BookCount: View {
    @EnvironmentObject var library: Library

    var body: some View {
        let _ = print("count: \(library.books.count)")
        VStack {
            Text("\(library.books.count) books")
            Button("Add book") { library.books.append("Ulysses") }
        }
    }
}

:mount BookReaderApp()
// expect: Library init
// expect: ContentView body
// expect: name: City Library
// expect: count: 2
:tap "Add book"
// expect: name: City Library
// expect: count: 3
