// Swift with Majid style: a count badge in a section header taking a plain Int (compared by bytes) beside value rows; starring runs the screen, the badge (its count moved) and one row, a rename runs the screen and the renamed row but not the badge (rules §2.1, §2.3, §2.7, §6.5, §15.9)
import SwiftUI

struct Wish: Identifiable, Equatable {
    let id: Int
    var name: String
    var favorite = false
}

final class Wishlist: ObservableObject {
    @Published var wishes = [Wish(id: 1, name: "Kite"), Wish(id: 2, name: "Drum")]
}

struct CountBadge: View {
    let count: Int

    var body: some View {
        let _ = print("CountBadge body: \(count)")
        Text("\(count) favorites")
    }
}

struct WishRow: View {
    let wish: Wish

    var body: some View {
        let _ = print("WishRow body: \(wish.name)\(wish.favorite ? " *" : "")")
        Text(wish.name)
    }
}

struct WishlistView: View {
    @StateObject private var list = Wishlist()

    var body: some View {
        let _ = print("WishlistView body")
        List {
            Section {
                ForEach(list.wishes) { wish in
                    WishRow(wish: wish)
                }
            } header: {
                CountBadge(count: list.wishes.filter(\.favorite).count)
            }
            Button("Star Kite") { list.wishes[0].favorite.toggle() }
            Button("Rename Drum") { list.wishes[1].name = "Bongo" }
        }
    }
}

:mount WishlistView()
// expect: WishlistView body
// expect: CountBadge body: 0
// expect: WishRow body: Kite
// expect: WishRow body: Drum
:tap "Star Kite"
// expect: WishlistView body
// expect: CountBadge body: 1
// expect: WishRow body: Kite *
:tap "Rename Drum"
// expect: WishlistView body
// expect: WishRow body: Bongo
