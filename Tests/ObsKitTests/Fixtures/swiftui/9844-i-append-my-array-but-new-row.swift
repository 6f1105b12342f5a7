// Stack Overflow style: "I append to my array but the new row never shows" (the asker's version: ForEach over a constant-looking range)
// PITFALL (on purpose): `ForEach(0..<store.names.count)` uses the Range<Int> initializer, which reads its range once: the body runs with 3 names, the rows stay the first 2 and no row is made for "Cy" (rules §15.1 "A range without an id is read once", §2.6, §2.7)
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
            ForEach(0..<store.names.count) { i in
                GuestRow(name: store.names[i])
            }
            Button("Add Cy") { store.names.append("Cy") }
        }
    }
}

:mount GuestList()
// expect: GuestList body: 2 names
// expect: GuestRow body: Ada
// expect: GuestRow body: Ben
:tap "Add Cy"
// expect: GuestList body: 3 names
