// Apple docs style (State with an Observable class): the model in @State is made at every init of its view, but only the first is kept; the owner's own state survives parent re-renders (rules §3.1, §3.2, §3.3, §2.5, §8.3)
// Page: https://developer.apple.com/documentation/swiftui/state ("Store observable objects")
import SwiftUI
import Observation

@Observable
final class Shelf {
    var books: [String] = ["Emma"]
    init() { print("Shelf init") }
    deinit { print("Shelf deinit") }
}

struct BookList: View {
    var shelf: Shelf

    var body: some View {
        let _ = print("BookList body")
        ForEach(shelf.books, id: \.self) { title in
            Text(title)
        }
    }
}

struct ShelfView: View {
    @State private var shelf = Shelf()

    var body: some View {
        let _ = print("ShelfView shows \(shelf.books.count)")
        VStack {
            BookList(shelf: shelf)
            Button("Add") { shelf.books.append("Book \(shelf.books.count + 1)") }
        }
    }
}

struct AppShell: View {
    @State private var tick = 0

    var body: some View {
        let _ = print("AppShell tick \(tick)")
        VStack {
            Button("Tick") { tick += 1 }
            ShelfView()
        }
    }
}

:mount AppShell()
// expect: AppShell tick 0
// expect: Shelf init
// expect: ShelfView shows 1
// expect: BookList body
:tap "Add"
// expect: ShelfView shows 2
// expect: BookList body
:tap "Tick"
// expect: AppShell tick 1
// expect: Shelf init
// expect: ShelfView shows 2
:unmount
// expect: Shelf deinit
// expect: Shelf deinit
