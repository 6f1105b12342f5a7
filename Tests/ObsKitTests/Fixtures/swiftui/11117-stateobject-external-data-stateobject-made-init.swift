// Apple docs style (StateObject with external data): a StateObject made from an init argument ignores later arguments, and .id(value) gives the view a new identity and a new object (rules §4.3, §1.3, §11.1)
// Page: https://developer.apple.com/documentation/swiftui/stateobject ("Initialize state objects using external data")
import SwiftUI

final class DetailLoader: ObservableObject {
    let itemID: Int
    @Published var isLoaded = false
    init(itemID: Int) {
        self.itemID = itemID
        print("DetailLoader init \(itemID)")
    }
}

struct ItemDetail: View {
    @StateObject private var loader: DetailLoader

    init(itemID: Int) {
        _loader = StateObject(wrappedValue: DetailLoader(itemID: itemID))
    }

    var body: some View {
        let _ = print("ItemDetail body for \(loader.itemID)")
        Text("Item \(loader.itemID)")
            .onAppear { print("appear \(loader.itemID)") }
            .onDisappear { print("disappear \(loader.itemID)") }
    }
}

struct ItemBrowser: View {
    @State private var current = 1

    var body: some View {
        VStack {
            Button("Next item") { current += 1 }
            ItemDetail(itemID: current)
            ItemDetail(itemID: current).id(current)
        }
    }
}

:mount ItemBrowser()
// expect: DetailLoader init 1
// expect: ItemDetail body for 1
// expect: DetailLoader init 1
// expect: ItemDetail body for 1
// expect: appear 1
// expect: appear 1
:tap "Next item"
// expect: ItemDetail body for 1
// expect: DetailLoader init 2
// expect: ItemDetail body for 2
// expect: disappear 1
// expect: appear 2
