// A coordinator that owns presentation as well as data: an @Observable `AppCoordinator` with an optional
// `SheetRoute` enum used by `.sheet(item:)`, presented from a row deep in the list or from the toolbar, as navigation
// talks describe "sheet routes".
// What SwiftUI does: the root's body makes `$coordinator.sheet` and prints `coordinator.sheet`, so it depends on `sheet`
// (rules §8.5, §8.7) and runs at each present and dismiss; it also lays out `items` (rules §15.1). `sheet(item:)` builds
// its content only when the item is non-nil, with the unwrapped route (rules §13.1); the sheet inherits the
// environment. `:dismiss` sets the binding to nil (rules §13.1). The rows get equal values (a String and an
// `@Environment` field) and don't run when the root does (rules §2.5, §2.7); adding an item makes one new row. "Add
// Bread" appends and closes in one action: one root body (rules §10.1).
// Sources: rules §2.5, §2.7, §8.5, §8.7, §10.1, §13.1, §15.1, §15.4;
// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
import SwiftUI

enum SheetRoute: Identifiable, Hashable {
    case newItem
    case editItem(String)

    var id: String {
        switch self {
        case .newItem: return "new"
        case .editItem(let name): return "edit-\(name)"
        }
    }
}

@Observable
final class AppCoordinator {
    var sheet: SheetRoute?
    var items = ["Milk", "Eggs"]

    func present(_ route: SheetRoute) {
        print("present \(route.id)")
        sheet = route
    }

    func dismissSheet() {
        sheet = nil
    }
}

struct ItemRow: View {
    let name: String
    @Environment(AppCoordinator.self) private var coordinator

    var body: some View {
        let _ = print("ItemRow body: \(name)")
        Button("Edit \(name)") { coordinator.present(.editItem(name)) }
    }
}

struct EditItemSheet: View {
    let name: String
    @Environment(AppCoordinator.self) private var coordinator

    var body: some View {
        let _ = print("EditItemSheet body: \(name)")
        VStack {
            Text("Editing \(name)")
            Button("Close") { coordinator.dismissSheet() }
        }
    }
}

struct NewItemSheet: View {
    @Environment(AppCoordinator.self) private var coordinator

    var body: some View {
        let _ = print("NewItemSheet body")
        Button("Add Bread") {
            coordinator.items.append("Bread")
            coordinator.dismissSheet()
        }
    }
}

struct GroceryRoot: View {
    @State private var coordinator = AppCoordinator()

    var body: some View {
        @Bindable var coordinator = coordinator
        let _ = print("GroceryRoot body: sheet \(coordinator.sheet?.id ?? "none")")
        NavigationStack {
            List {
                ForEach(coordinator.items, id: \.self) { item in
                    ItemRow(name: item)
                }
            }
            .navigationTitle("Groceries")
            .toolbar {
                Button("New") { coordinator.present(.newItem) }
            }
        }
        .sheet(item: $coordinator.sheet) { route in
            switch route {
            case .newItem:
                NewItemSheet()
            case .editItem(let name):
                EditItemSheet(name: name)
            }
        }
        .environment(coordinator)
    }
}

:mount GroceryRoot()
// expect: GroceryRoot body: sheet none
// expect: ItemRow body: Milk
// expect: ItemRow body: Eggs
:tap "Edit Milk"
// expect: present edit-Milk
// expect: GroceryRoot body: sheet edit-Milk
// expect: EditItemSheet body: Milk
:dismiss
// expect: GroceryRoot body: sheet none
:tap "Edit Eggs"
// expect: present edit-Eggs
// expect: GroceryRoot body: sheet edit-Eggs
// expect: EditItemSheet body: Eggs
:tap "Close"
// expect: GroceryRoot body: sheet none
:tap "New"
// expect: present new
// expect: GroceryRoot body: sheet new
// expect: NewItemSheet body
:tap "Add Bread"
// expect: GroceryRoot body: sheet none
// expect: ItemRow body: Bread
