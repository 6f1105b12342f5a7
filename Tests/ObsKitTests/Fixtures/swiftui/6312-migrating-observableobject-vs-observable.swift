// Apple: "Migrating from the ObservableObject protocol to the Observable macro" (with ObservableObject, a change to any published property updates every view that observes the object; with Observable, "SwiftUI updates a view only when an observable property changes and the view's body reads the property"); SEMANTICS §6, §8
import SwiftUI

final class ShelfStore: ObservableObject {
    @Published var books = ["Emma", "Kim"]
    @Published var lastOpened = "none"
}

@Observable
final class ShelfModel {
    var books = ["Emma", "Kim"]
    var lastOpened = "none"
}

struct OldShelfCount: View {
    @ObservedObject var store: ShelfStore

    var body: some View {
        let _ = print("old count view: \(store.books.count) books")
        Text("\(store.books.count) books")
    }
}

struct OldShelfScreen: View {
    @StateObject private var store = ShelfStore()

    var body: some View {
        VStack {
            OldShelfCount(store: store)
            Button("Open Emma") { store.lastOpened = "Emma" }
            Button("Add Lux") { store.books.append("Lux") }
        }
    }
}

struct NewShelfCount: View {
    var model: ShelfModel

    var body: some View {
        let _ = print("new count view: \(model.books.count) books")
        Text("\(model.books.count) books")
    }
}

struct NewShelfScreen: View {
    @State private var model = ShelfModel()

    var body: some View {
        VStack {
            NewShelfCount(model: model)
            Button("Open Emma") { model.lastOpened = "Emma" }
            Button("Add Lux") { model.books.append("Lux") }
        }
    }
}

:mount OldShelfScreen()
:tap "Open Emma"
:tap "Add Lux"
:mount NewShelfScreen()
:tap "Open Emma"
:tap "Add Lux"

// expect: old count view: 2 books
// expect: old count view: 2 books
// expect: old count view: 3 books
// expect: new count view: 2 books
// expect: new count view: 3 books
