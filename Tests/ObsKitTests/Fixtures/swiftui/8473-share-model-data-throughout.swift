// SwiftUI from Apple's documentation: Managing model data in your app (Share model data throughout a view hierarchy)
// Source: developer.apple.com/documentation/swiftui/managing-model-data-in-your-app: "To share model data
// throughout a view hierarchy without needing to pass it to each view, add the model data to the view's
// environment" with `.environment(library)` and `@Environment(Library.self) private var library`. "If body
// doesn't read any properties of an observable data model object, the view doesn't track any
// dependencies": the views in between don't update when the deep view's property changes.
import SwiftUI

@Observable class Library {
    var visitors = 0
}

struct Shell: View {
    var body: some View {
        let _ = print("Shell body")
        Shelves()
    }
}

struct Shelves: View {
    var body: some View {
        let _ = print("Shelves body")
        Counter()
    }
}

struct Counter: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("Counter body: \(library.visitors) visitors")
        Text("\(library.visitors) visitors")
        Button("Visit") { library.visitors += 1 }
    }
}

@main
struct BookReaderApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            Shell()
                .environment(library)
        }
    }
}

:mount BookReaderApp()
:tap "Visit"
:tap "Visit"

// expect: Shell body
// expect: Shelves body
// expect: Counter body: 0 visitors
// expect: Counter body: 1 visitors
// expect: Counter body: 2 visitors
