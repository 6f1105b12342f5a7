// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (store an @Observable object in @State: "A State property always instantiates its default value when SwiftUI instantiates the view", so a parent's new body makes another Library, but the view keeps the instance it stored first)
import SwiftUI

@Observable
class Library {
    var books: [String] = []

    init() {
        print("Library init")
    }
}

struct LibraryCounter: View {
    @State private var library = Library()

    var body: some View {
        Button("Books: \(library.books.count)") {
            library.books.append("Book \(library.books.count + 1)")
            print("stored: \(library.books.joined(separator: ", "))")
        }
    }
}

struct ContentView: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("Refreshed \(refreshes) times")
            Button("Refresh") {
                refreshes += 1
            }
            LibraryCounter()
        }
    }
}

:mount ContentView()
:tap "Books: 0"
:tap "Refresh"
:tap "Books: 1"
// expect: Library init
// expect: stored: Book 1
// expect: Library init
// expect: stored: Book 1, Book 2
