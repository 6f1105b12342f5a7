// Apple Developer Forums style (why does my sheet show stale data the first time): a sheet(isPresented:) content reads the selection of the owner's last update, sheet(item:) hands the content its item (rules §3.5, §13.1, §8.7)
import SwiftUI

struct Fruit: Identifiable {
    let id: String
}

struct FruitDetail: View {
    let name: String
    var body: some View {
        let _ = print("FruitDetail body \(name)")
        Text(name)
    }
}

struct FruitList: View {
    @State private var selected = "none"
    @State private var showing = false
    @State private var picked: Fruit?
    var body: some View {
        let _ = print("FruitList body")
        VStack {
            Button("Show Kiwi (flag)") {
                selected = "Kiwi"
                showing = true
            }
            .sheet(isPresented: $showing) {
                FruitDetail(name: selected)
            }
            Button("Show Plum (item)") { picked = Fruit(id: "Plum") }
                .sheet(item: $picked) { fruit in
                    FruitDetail(name: fruit.id)
                }
        }
    }
}

:mount FruitList()
// expect: FruitList body
:tap "Show Kiwi (flag)"
// expect: FruitDetail body none
:dismiss
:tap "Show Plum (item)"
// expect: FruitDetail body Plum
:dismiss
