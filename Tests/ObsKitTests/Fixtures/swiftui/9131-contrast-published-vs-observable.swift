// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (the same model before and after the migration)
// Before: an ObservableObject with @Published properties; a view that reads `name` runs again when `stock` changes,
// because any published change sends objectWillChange. After: the @Observable model; the view runs only when the
// property its body read (`name`) changes, "instead of any property changes that occur to an observable object".
import SwiftUI
import Combine
import Observation

final class OldItem: ObservableObject {
    @Published var name = "Tea"
    @Published var stock = 10
}

@Observable final class NewItem {
    var name = "Tea"
    var stock = 10
}

struct OldItemView: View {
    @StateObject private var item = OldItem()

    var body: some View {
        let _ = print("old view: \(item.name)")
        Text(item.name)
        Button("Sell old") { item.stock -= 1 }
    }
}

struct NewItemView: View {
    @State private var item = NewItem()

    var body: some View {
        let _ = print("new view: \(item.name)")
        Text(item.name)
        Button("Sell new") { item.stock -= 1 }
        Button("Rename new") { item.name = "Coffee" }
    }
}

struct Comparison: View {
    var body: some View {
        VStack {
            OldItemView()
            NewItemView()
        }
    }
}

:mount Comparison()
// expect: old view: Tea
// expect: new view: Tea
:tap "Sell old"
// expect: old view: Tea
:tap "Sell new"
:tap "Sell new"
:tap "Rename new"
// expect: new view: Coffee
