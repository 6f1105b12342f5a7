// SwiftUI from Apple's documentation: @Bindable rows in a ForEach; toggling one row updates only that row
// Apple, Bindable (https://developer.apple.com/documentation/swiftui/bindable): bindings to an Observable object's
// properties, e.g. Toggle with $book.isAvailable; Managing model data (https://developer.apple.com/documentation/swiftui/
// managing-model-data-in-your-app): "SwiftUI updates a view only when an observable property that the view's body reads
// changes". The list reads only the array, each row reads its own item.
import SwiftUI

@Observable
final class Chore: Identifiable {
    let id: Int
    var done = false
    init(id: Int) { self.id = id }
}

struct ChoreRow: View {
    @Bindable var chore: Chore
    var body: some View {
        let _ = print("row \(chore.id) \(chore.done)")
        Toggle("Chore \(chore.id)", isOn: $chore.done)
    }
}

struct ChoreList: View {
    @State private var chores = [Chore(id: 1), Chore(id: 2)]
    var body: some View {
        let _ = print("ChoreList body")
        VStack {
            ForEach(chores) { chore in
                ChoreRow(chore: chore)
            }
        }
    }
}

:mount ChoreList()
:toggle "Chore 2"
// expect: ChoreList body
// expect: row 1 false
// expect: row 2 false
// expect: row 2 true
