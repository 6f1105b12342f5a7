// Follows Apple's "Monitoring data changes in your app", its section on instantiating a model object in a view
// with @StateObject: "SwiftUI creates a new instance of the model object only once during the lifetime of the
// container that declares the state object" (Apple `stateobject`). Two branches of a library, each its own shelf.
// - Each shelf's model is made right before that shelf's first body, siblings top-down; two views, two models
//   (rules §4.2, §4.3, T7).
// - Parent renders build the shelves again, but `= Library()` captures nothing and `label` is equal, so the shelves
//   compare equal: no body, no new model (rules §2.5, §2.7).
// - A change in one model re-runs only the shelf that owns it (rules §4.4).
import SwiftUI

final class Library: ObservableObject {
    static var made = 0
    let number: Int
    @Published var visits = 0

    init() {
        Library.made += 1
        number = Library.made
        print("Library #\(number) init")
    }
}

struct ShelfView: View {
    @StateObject private var library = Library()
    let label: String

    var body: some View {
        let _ = print("\(label) shows library #\(library.number), \(library.visits) visits")
        Button("Visit \(label)") { library.visits += 1 }
    }
}

struct BranchesView: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("BranchesView body \(refreshes)")
        VStack {
            ShelfView(label: "North")
            ShelfView(label: "South")
            Button("Refresh") { refreshes += 1 }
        }
    }
}

:mount BranchesView()
// expect: BranchesView body 0
// expect: Library #1 init
// expect: North shows library #1, 0 visits
// expect: Library #2 init
// expect: South shows library #2, 0 visits
:tap "Refresh"
// expect: BranchesView body 1
:tap "Visit South"
// expect: South shows library #2, 1 visits
:tap "Refresh"
// expect: BranchesView body 2
:tap "Visit North"
// expect: North shows library #1, 1 visits
