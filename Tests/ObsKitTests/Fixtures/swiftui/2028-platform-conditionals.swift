// Issue 13 (A), platform conditionals inside modifier chains, as multiplatform sample code writes them:
// `#if os(iOS)` around a list style and a toolbar placement, `#if canImport(UIKit)` around a haptic-style
// modifier, and an `#else` branch with a macOS-only button.
// Expected: the iOS branches apply (2248); the macOS-only button doesn't exist.
import SwiftUI

struct LibraryView: View {
    @State private var books = ["Dune", "Emma"]

    var body: some View {
        NavigationStack {
            List(books, id: \.self) { book in
                Text(book)
            }
            #if os(iOS)
            .listStyle(.insetGrouped)
            #else
            .listStyle(.sidebar)
            #endif
            .navigationTitle("Library")
            .toolbar {
                #if os(iOS)
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add") {
                        books.append("Book \(books.count + 1)")
                        print(books)
                    }
                }
                #else
                ToolbarItem {
                    Button("Add (Mac)") { print("mac") }
                }
                #endif
            }
            #if canImport(UIKit)
            .sensoryFeedback(.success, trigger: books.count)
            #endif
        }
    }
}

:mount LibraryView()
:tap "Add"
:tap "Add (Mac)"

// expect: ["Dune", "Emma", "Book 3"]
// expect-error: no visible button labelled "Add (Mac)"
