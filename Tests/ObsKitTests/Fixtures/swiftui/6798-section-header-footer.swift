// Follows Apple's `Section` page (https://developer.apple.com/documentation/swiftui/section): "A container view that
// you can use to add hierarchy within certain views", with a header and a footer. Own code: a packing list whose
// first section has a header naming the trip and a footer counting what is left.
// - `Section(content:header:footer:)` takes non-escaping @ViewBuilder closures (its declaration), so the footer's
//   struct is made during the parent's body, at every run of it (rules §2.6; rules §15.9: header and footer are built
//   with the content, in the body that makes them). The order in which Section calls its three closures is not
//   documented, so only the footer prints from its init.
// - The footer's body runs when its value changes (a new count) and not otherwise (rules §2.1, §2.7): renaming the
//   trip runs the parent's body and the footer's init, but not the footer's body.
// - Packing an item moves it between the sections' ForEach data (two writes in one action: one parent body, rules
//   §10.1). Its action's writes are read by the parent's body (rules §3.5).
import SwiftUI

struct CountFooter: View {
    let count: Int

    init(count: Int) {
        self.count = count
        print("CountFooter init \(count)")
    }

    var body: some View {
        let _ = print("CountFooter body \(count)")
        Text("\(count) left to pack")
    }
}

struct PackingList: View {
    @State private var toPack = ["Passport", "Charger"]
    @State private var packed: [String] = []
    @State private var trip = "Lisbon"

    var body: some View {
        let _ = print("PackingList body, trip \(trip), packed \(packed.count)")
        List {
            Section {
                ForEach(toPack, id: \.self) { item in
                    Button(item) {
                        toPack.removeAll { $0 == item }
                        packed.append(item)
                    }
                }
            } header: {
                Text("To pack for \(trip)")
            } footer: {
                CountFooter(count: toPack.count)
            }
            Section("Packed") {
                ForEach(packed, id: \.self) { item in
                    Text(item)
                }
            }
            Button("Change trip") {
                trip = "Porto"
            }
        }
    }
}

:mount PackingList()
// expect: PackingList body, trip Lisbon, packed 0
// expect: CountFooter init 2
// expect: CountFooter body 2
:tap "Passport"
// expect: PackingList body, trip Lisbon, packed 1
// expect: CountFooter init 1
// expect: CountFooter body 1
:tap "Change trip"
// expect: PackingList body, trip Porto, packed 1
// expect: CountFooter init 1
:tap "Change trip"
:tap "Charger"
// expect: PackingList body, trip Porto, packed 2
// expect: CountFooter init 0
// expect: CountFooter body 0
