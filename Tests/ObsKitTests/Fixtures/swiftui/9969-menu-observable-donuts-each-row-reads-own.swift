// WWDC23 "Discover Observation in SwiftUI" style: a menu of @Observable donuts; each row reads its own donut's name and favorite flag, the list reads only the array; favoriting one donut runs that row alone, renaming another (found with first(where:), a read) runs its row alone, appending runs the list and the new row only (rules §8.3, §8.4, §2.3, §2.7, §1.2)
import SwiftUI

@Observable
final class MenuDonut: Identifiable {
    let id: Int
    var name: String
    var isFavorite = false

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

@Observable
final class DonutMenuModel {
    var donuts = [MenuDonut(id: 1, name: "Glazed"), MenuDonut(id: 2, name: "Cruller"), MenuDonut(id: 3, name: "Boston Cream")]
}

struct MenuRow: View {
    let donut: MenuDonut

    var body: some View {
        let _ = print("MenuRow body: \(donut.name)\(donut.isFavorite ? " (fav)" : "")")
        Button("Favorite \(donut.name)") { donut.isFavorite.toggle() }
    }
}

struct MenuList: View {
    @State private var menu = DonutMenuModel()

    var body: some View {
        let _ = print("MenuList body: \(menu.donuts.count)")
        List {
            ForEach(menu.donuts) { donut in
                MenuRow(donut: donut)
            }
            Button("Rename Cruller") { menu.donuts.first { $0.id == 2 }?.name = "French Cruller" }
            Button("Add Maple") { menu.donuts.append(MenuDonut(id: 4, name: "Maple")) }
        }
    }
}

:mount MenuList()
// expect: MenuList body: 3
// expect: MenuRow body: Glazed
// expect: MenuRow body: Cruller
// expect: MenuRow body: Boston Cream
:tap "Favorite Glazed"
// expect: MenuRow body: Glazed (fav)
:tap "Rename Cruller"
// expect: MenuRow body: French Cruller
:tap "Add Maple"
// expect: MenuList body: 4
// expect: MenuRow body: Maple
:tap "Favorite Maple"
// expect: MenuRow body: Maple (fav)
