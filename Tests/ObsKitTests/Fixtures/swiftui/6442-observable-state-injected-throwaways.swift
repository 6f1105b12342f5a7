// Donny Wals "initializing @Observable view models in @State from init": State(initialValue:) makes a model per init, keeps the first; Apple "State"; rules §3.1, §3.2, §3.3, §2.5
import SwiftUI

@Observable
final class DetailModel {
    let itemID: Int

    init(itemID: Int) {
        self.itemID = itemID
        print("DetailModel \(itemID) init")
    }

    deinit { print("DetailModel \(itemID) deinit") }
}

struct ItemDetail: View {
    @State private var model: DetailModel

    init(itemID: Int) {
        print("ItemDetail init \(itemID)")
        _model = State(initialValue: DetailModel(itemID: itemID))
    }

    var body: some View {
        let _ = print("ItemDetail body: model \(model.itemID)")
        Text("Item \(model.itemID)")
    }
}

struct ItemHost: View {
    @State private var selected = 1

    var body: some View {
        let _ = print("ItemHost body: \(selected)")
        VStack {
            Button("Next") { selected += 1 }
            ItemDetail(itemID: selected)
        }
    }
}

:mount ItemHost()
:tap "Next"
:tap "Next"

// expect: ItemHost body: 1
// expect: ItemDetail init 1
// expect: DetailModel 1 init
// expect: ItemDetail body: model 1
// expect: ItemHost body: 2
// expect: ItemDetail init 2
// expect: DetailModel 2 init
// expect: ItemDetail body: model 1
// expect: ItemHost body: 3
// expect: ItemDetail init 3
// expect: DetailModel 3 init
// expect: DetailModel 2 deinit
// expect: ItemDetail body: model 1
