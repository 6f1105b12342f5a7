// Blog style (SwiftLee): a NavigationStack list pushes a detail that edits its row through $items[i]; the pushed page appears before the list disappears, and a pop brings the list back first (rules §11.1, §14.3, §15.12, §9.3)
import SwiftUI

struct Item: Identifiable {
    let id: Int
    var name: String
}

struct ItemDetail: View {
    @Binding var item: Item

    var body: some View {
        Form {
            TextField("Name", text: $item.name)
        }
        .onAppear { print("detail appear \(item.name)") }
        .onDisappear { print("detail gone, name=\(item.name)") }
    }
}

struct ItemsView: View {
    @State private var items = [Item(id: 1, name: "Alpha"), Item(id: 2, name: "Beta")]

    var body: some View {
        NavigationStack {
            List {
                ForEach(items) { item in
                    NavigationLink(item.name, value: item.id)
                }
            }
            .onAppear { print("list appear: \(items.map(\.name).joined(separator: ", "))") }
            .onDisappear { print("list disappear") }
            .navigationDestination(for: Int.self) { id in
                if let index = items.firstIndex(where: { $0.id == id }) {
                    ItemDetail(item: $items[index])
                }
            }
        }
    }
}
:mount ItemsView()
// expect: list appear: Alpha, Beta
:tap "Alpha"
// expect: detail appear Alpha
// expect: list disappear
:type "!" into "Name"
:back
// expect: list appear: Alpha!, Beta
// expect: detail gone, name=Alpha!
