// A two-tab app with the iOS 18 Tab API sharing one @Observable model through .environment, with a
// badge on the second tab that counts the loans.
// Expected: the model is made once; the Shelf tab's body runs when it first shows and again when the
// books it read change (rules §8); the Loans tab's body and onAppear first run when it is chosen
// (iOS 18, rules §14.4, §15.8); coming back to Shelf runs nothing, since nothing it read changed.
import SwiftUI

@Observable
final class Library {
    var books = ["Emma", "Persuasion"]
    var borrowed: [String] = []

    init() {
        print("Library init")
    }

    func borrow(_ title: String) {
        books.removeAll { $0 == title }
        borrowed.append(title)
    }
}

struct ShelfTab: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("ShelfTab body, \(library.books.count) on shelf")
        List(library.books, id: \.self) { title in
            Button("Borrow \(title)") { library.borrow(title) }
        }
    }
}

struct LoansTab: View {
    @Environment(Library.self) private var library

    var body: some View {
        let _ = print("LoansTab body, \(library.borrowed.count) borrowed")
        List(library.borrowed, id: \.self) { title in
            Text(title)
        }
        .onAppear { print("Loans appeared") }
    }
}

struct LibraryApp: View {
    @State private var library = Library()

    var body: some View {
        TabView {
            Tab("Shelf", systemImage: "books.vertical") {
                ShelfTab()
            }
            Tab("Loans", systemImage: "bookmark") {
                LoansTab()
            }
            .badge(library.borrowed.count)
        }
        .environment(library)
    }
}

:mount LibraryApp()
:tap "Borrow Emma"
:tab "Loans"
:tab "Shelf"

// expect: Library init
// expect: ShelfTab body, 2 on shelf
// expect: ShelfTab body, 1 on shelf
// expect: LoansTab body, 1 borrowed
// expect: Loans appeared
