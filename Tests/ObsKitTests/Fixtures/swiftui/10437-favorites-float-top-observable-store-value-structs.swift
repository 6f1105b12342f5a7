// Hacking with Swift style: favorites float to the top; an @Observable store of value structs whose computed order puts favorites first, a Favorite button per row; a toggle moves the row (its node follows its id) and runs only the list and that row (rules §1.2, §2.3, §2.7, §8.3)
import SwiftUI

struct Dish: Identifiable, Equatable {
    let id: Int
    let name: String
    var favorite = false
}

@Observable
final class DishStore {
    var dishes = [Dish(id: 1, name: "Soup"), Dish(id: 2, name: "Salad"), Dish(id: 3, name: "Tacos")]

    var ordered: [Dish] { dishes.filter(\.favorite) + dishes.filter { !$0.favorite } }

    func toggle(_ id: Int) {
        if let index = dishes.firstIndex(where: { $0.id == id }) {
            dishes[index].favorite.toggle()
        }
    }
}

struct DishRow: View {
    let dish: Dish

    var body: some View {
        let _ = print("DishRow body: \(dish.name)\(dish.favorite ? " (fav)" : "")")
        Text(dish.name)
    }
}

struct DishList: View {
    @State private var store = DishStore()

    var body: some View {
        let _ = print("DishList body: \(store.ordered.map(\.name).joined(separator: ","))")
        List(store.ordered) { dish in
            HStack {
                DishRow(dish: dish)
                Button(dish.favorite ? "Unfavorite \(dish.name)" : "Favorite \(dish.name)") {
                    store.toggle(dish.id)
                }
            }
        }
    }
}

:mount DishList()
// expect: DishList body: Soup,Salad,Tacos
// expect: DishRow body: Soup
// expect: DishRow body: Salad
// expect: DishRow body: Tacos
:tap "Favorite Tacos"
// expect: DishList body: Tacos,Soup,Salad
// expect: DishRow body: Tacos (fav)
:tap "Favorite Salad"
// expect: DishList body: Salad,Tacos,Soup
// expect: DishRow body: Salad (fav)
:tap "Unfavorite Tacos"
// expect: DishList body: Salad,Soup,Tacos
// expect: DishRow body: Tacos
