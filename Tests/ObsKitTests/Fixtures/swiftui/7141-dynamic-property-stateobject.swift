// A `@Favorites` property wrapper that is a `DynamicProperty` holding a nested `@StateObject` store, so any view can
// declare its favorites with one line; a product row uses it inside a store front that refreshes.
// What SwiftUI does: the nested `@StateObject` gets a box in the host's node (rules §7.1). Its closure runs once,
// right before the row's first body (rules §4.2, §4.3), not when the row's struct is made. A change of the store's
// `@Published` invalidates the row (rules §4.4, §7.3). A refresh runs the parent's body, which builds the row again
// (its init runs, rules §2.6); the row's fields are an Int and the wrapper, whose `@StateObject` closure captures
// nothing and compares equal (rules §2.5), so the row's body doesn't run and no second store is made (rules §4.3).
// Unmounting releases the store (rules §1.4).
// Sources: rules §1.4, §2.5, §2.6, §4.2, §4.3, §4.4, §7.1, §7.3;
// https://developer.apple.com/documentation/swiftui/dynamicproperty
// https://developer.apple.com/documentation/swiftui/stateobject
import SwiftUI

final class FavoritesStore: ObservableObject {
    @Published private(set) var ids: Set<Int> = []

    init() { print("FavoritesStore init") }
    deinit { print("FavoritesStore deinit") }

    func toggle(_ id: Int) {
        if ids.contains(id) {
            ids.remove(id)
        } else {
            ids.insert(id)
        }
    }
}

@propertyWrapper
struct Favorites: DynamicProperty {
    @StateObject private var store = FavoritesStore()

    init() {}

    var wrappedValue: Set<Int> { store.ids }
    var projectedValue: FavoritesStore { store }
}

struct ProductRow: View {
    let productID: Int
    @Favorites private var favorites: Set<Int>

    init(productID: Int) {
        self.productID = productID
        print("ProductRow init: \(productID)")
    }

    var body: some View {
        let isFavorite = favorites.contains(productID)
        let _ = print("ProductRow body: \(productID) favorite \(isFavorite)")
        HStack {
            Text("Product \(productID)")
            Spacer()
            Button(isFavorite ? "Unfavorite" : "Favorite") {
                $favorites.toggle(productID)
            }
        }
    }
}

struct StoreFront: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("StoreFront body: \(refreshes)")
        VStack {
            Button("Refresh") { refreshes += 1 }
            ProductRow(productID: 7)
        }
    }
}

:mount StoreFront()
// expect: StoreFront body: 0
// expect: ProductRow init: 7
// expect: FavoritesStore init
// expect: ProductRow body: 7 favorite false
:tap "Favorite"
// expect: ProductRow body: 7 favorite true
:tap "Refresh"
// expect: StoreFront body: 1
// expect: ProductRow init: 7
:tap "Unfavorite"
// expect: ProductRow body: 7 favorite false
:unmount
// expect: FavoritesStore deinit
