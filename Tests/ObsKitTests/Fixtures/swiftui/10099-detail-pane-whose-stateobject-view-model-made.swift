// architecture style: a detail pane whose @StateObject view model is made in its init from the parent's selected id: with `.id(selected)` a new id gives a new pane and a new model (old one released first); without it the pane keeps the first model forever, though its body runs with the new id (rules §4.3, §1.3, §1.4, §2.5)
// PITFALL (on purpose): the second pane's @StateObject never follows the id; the first pane shows the fix.
import SwiftUI

final class DetailModel: ObservableObject {
    let itemID: Int

    init(itemID: Int) {
        self.itemID = itemID
        print("DetailModel init \(itemID)")
    }
    deinit { print("DetailModel deinit \(itemID)") }
}

struct DetailPane: View {
    let label: String
    let itemID: Int
    @StateObject private var model: DetailModel

    init(label: String, itemID: Int) {
        self.label = label
        self.itemID = itemID
        _model = StateObject(wrappedValue: DetailModel(itemID: itemID))
    }

    var body: some View {
        let _ = print("DetailPane body: \(label) asked \(itemID), model \(model.itemID)")
        Text("Item \(model.itemID)")
    }
}

struct MasterDetail: View {
    @State private var selected = 1

    var body: some View {
        let _ = print("MasterDetail body: \(selected)")
        VStack {
            Button("Next item") { selected += 1 }
            DetailPane(label: "fixed", itemID: selected)
                .id(selected)
            DetailPane(label: "stale", itemID: selected)
        }
    }
}

:mount MasterDetail()
// expect: MasterDetail body: 1
// expect: DetailModel init 1
// expect: DetailPane body: fixed asked 1, model 1
// expect: DetailModel init 1
// expect: DetailPane body: stale asked 1, model 1
:tap "Next item"
// expect: MasterDetail body: 2
// expect: DetailModel deinit 1
// expect: DetailModel init 2
// expect: DetailPane body: fixed asked 2, model 2
// expect: DetailPane body: stale asked 2, model 1
:tap "Next item"
// expect: MasterDetail body: 3
// expect: DetailModel deinit 2
// expect: DetailModel init 3
// expect: DetailPane body: fixed asked 3, model 3
// expect: DetailPane body: stale asked 3, model 1
