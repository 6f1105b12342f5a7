// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2020/10040/ (Data Essentials' BookClubApp owns a ReadingListStore with @StateObject in the App and hands it to the window's viewer, which observes it; the store is made once, before the first view's body)
// "Data Essentials in SwiftUI" (WWDC20) shows an App struct declaring `@StateObject private var store =
// ReadingListStore()` and passing it into the WindowGroup's content: the App is the owner, the view observes it with
// @ObservedObject. Any @Published change re-runs the viewer; its child gets only the number of books, so it runs
// only when that number changes.
// - Mount the app: the store is made, then the viewer and its badge run.
// - "Add Emma": the viewer and the badge (2 books) run.
// - "Reverse": the viewer runs; the count is unchanged, so the badge does not.
import SwiftUI

final class ReadingListStore: ObservableObject {
    @Published var books = ["Dune"]

    init() {
        print("reading list store made")
    }
}

struct BookCountBadge: View {
    let count: Int

    var body: some View {
        let _ = print("badge body: \(count) books")
        Text("\(count) books")
    }
}

struct ReadingListViewer: View {
    @ObservedObject var store: ReadingListStore

    var body: some View {
        let _ = print("viewer body: \(store.books.joined(separator: ", "))")
        VStack {
            BookCountBadge(count: store.books.count)
            ForEach(store.books, id: \.self) { title in
                Text(title)
            }
            Button("Add Emma") { store.books.append("Emma") }
            Button("Reverse") { store.books.reverse() }
        }
    }
}

@main
struct BookClubApp: App {
    @StateObject private var store = ReadingListStore()

    var body: some Scene {
        WindowGroup {
            ReadingListViewer(store: store)
        }
    }
}

:mount BookClubApp()
// expect: reading list store made
// expect: viewer body: Dune
// expect: badge body: 1 books
:tap "Add Emma"
// expect: viewer body: Dune, Emma
// expect: badge body: 2 books
:tap "Reverse"
// expect: viewer body: Emma, Dune
