// Style: Stack Overflow question. Forum question: "NavigationLink creates all my detail views up front — are their view models created too, and are they freed when I go back?"
// SwiftUI: `NavigationLink(destination: V())` builds V's struct in the parent's body, but its @StateObject waits for the push (rules §14.3, §4.2).
// The closure runs right before the pushed view's first body; a pop destroys the node and releases the model (rules §14.3, §1.4, §4.4), and the next
// push makes a new node and a new model (rules §4.3: once per node).
import SwiftUI

final class DetailModel: ObservableObject {
    let id: Int

    init(id: Int) {
        self.id = id
        print("DetailModel \(id) init")
    }

    deinit { print("DetailModel \(id) deinit") }
}

struct ItemDetail: View {
    let id: Int
    @StateObject private var model: DetailModel

    init(id: Int) {
        print("ItemDetail \(id) struct init")
        self.id = id
        _model = StateObject(wrappedValue: DetailModel(id: id))
    }

    var body: some View {
        Text("Item \(model.id)")
    }
}

struct ItemList: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Item 1", destination: ItemDetail(id: 1))
                NavigationLink("Item 2", destination: ItemDetail(id: 2))
            }
        }
    }
}

:mount ItemList()
// expect: ItemDetail 1 struct init
// expect: ItemDetail 2 struct init
:tap "Item 2"
// expect: DetailModel 2 init
:back
// expect: DetailModel 2 deinit
:tap "Item 2"
// expect: DetailModel 2 init
:back
// expect: DetailModel 2 deinit
