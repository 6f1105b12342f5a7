// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (a Book kept with @State is the single source of truth: each time SwiftUI re-creates BookView, it connects book to the managed instance, so an edit survives the parent's updates)
import SwiftUI
import Observation

@Observable
final class Book {
    var title = "Sample Book Title"
}

struct BookView: View {
    @State private var book = Book()

    var body: some View {
        VStack {
            Text(book.title)
            Button("Edit title") { book.title = "Edited Title" }
            Button("Show title") { print("title: \(book.title)") }
        }
    }
}

struct Shell: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("shell \(refreshes)")
        VStack {
            Button("Refresh") { refreshes += 1 }
            BookView()
        }
    }
}

:mount Shell()
:tap "Edit title"
:tap "Refresh"
:tap "Refresh"
:tap "Show title"
// expect: shell 0
// expect: shell 1
// expect: shell 2
// expect: title: Edited Title
