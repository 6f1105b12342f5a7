// Tutorial style (favorites per row): each row builds its own @AppStorage key in init (AppStorage(wrappedValue:_:)); toggling one row re-runs only that row (rules §15.14, §1.2, §2.7, §12.1)
import SwiftUI

struct FruitRow: View {
    let name: String
    @AppStorage private var isFavorite: Bool

    init(name: String) {
        self.name = name
        _isFavorite = AppStorage(wrappedValue: false, "favorite.\(name)")
    }

    var body: some View {
        let _ = print("FruitRow \(name): \(isFavorite ? "★" : "☆")")
        Toggle(name, isOn: $isFavorite)
    }
}

struct FruitList: View {
    let fruits = ["Apple", "Mango", "Kiwi"]
    var body: some View {
        let _ = print("FruitList body")
        List(fruits, id: \.self) { fruit in
            FruitRow(name: fruit)
        }
    }
}
:mount FruitList()
// expect: FruitList body
// expect: FruitRow Apple: ☆
// expect: FruitRow Mango: ☆
// expect: FruitRow Kiwi: ☆
:toggle "Mango"
// expect: FruitRow Mango: ★
:toggle "Kiwi"
// expect: FruitRow Kiwi: ★
let favs = ["Apple", "Mango", "Kiwi"].filter { UserDefaults.standard.bool(forKey: "favorite.\($0)") }
print(favs)
// expect: ["Mango", "Kiwi"]
