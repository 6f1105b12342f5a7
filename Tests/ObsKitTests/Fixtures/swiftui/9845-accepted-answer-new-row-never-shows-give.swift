// Stack Overflow style: the accepted answer to "the new row never shows": give the ForEach an id (`ForEach(store.names.indices, id: \.self)`); an append makes a row, and a removal at the front shows that index ids hand the rows new names rather than dropping the first row (rules §1.2, §15.1, §2.7)
import SwiftUI

final class GuestStore: ObservableObject {
    @Published var names = ["Ada", "Ben"]
}

struct GuestRow: View {
    let name: String

    var body: some View {
        let _ = print("GuestRow body: \(name)")
        Text(name)
    }
}

struct GuestList: View {
    @StateObject private var store = GuestStore()

    var body: some View {
        let _ = print("GuestList body: \(store.names.count) names")
        VStack {
            ForEach(store.names.indices, id: \.self) { i in
                GuestRow(name: store.names[i])
            }
            Button("Add Cy") { store.names.append("Cy") }
            Button("Remove first") { store.names.removeFirst() }
        }
    }
}

:mount GuestList()
// expect: GuestList body: 2 names
// expect: GuestRow body: Ada
// expect: GuestRow body: Ben
:tap "Add Cy"
// expect: GuestList body: 3 names
// expect: GuestRow body: Cy
:tap "Remove first"
// expect: GuestList body: 2 names
// expect: GuestRow body: Ben
// expect: GuestRow body: Cy
