// "Switching my gallery between list and grid resets every card's favourite." The two layouts are the two branches
// of an `if`/`else`, i.e. two slots of a `_ConditionalContent` (rules §1.1; WWDC21 "Demystify SwiftUI"): the rows
// in the grid are other nodes than the rows in the list, even with the same ForEach ids, so flipping the
// condition destroys one set and makes the other, with fresh @State (§1.4, §3.2). The new rows' bodies run in the
// update, then all disappears, then all appears (§11.1, ObsREPL's choice).
import SwiftUI

struct CardRow: View {
    let name: String
    @State private var favorite = false

    var body: some View {
        let _ = print("card \(name) favorite \(favorite)")
        Button(favorite ? "\(name) ★" : name) { favorite.toggle() }
            .onAppear { print("appear \(name)") }
            .onDisappear { print("disappear \(name)") }
    }
}

struct Gallery: View {
    @State private var asGrid = false
    let names = ["Ant", "Bee"]

    var body: some View {
        Button(asGrid ? "Show list" : "Show grid") { asGrid.toggle() }
        if asGrid {
            LazyVGrid(columns: [GridItem(), GridItem()]) {
                ForEach(names, id: \.self) { name in
                    CardRow(name: name)
                }
            }
        } else {
            List {
                ForEach(names, id: \.self) { name in
                    CardRow(name: name)
                }
            }
        }
    }
}

:mount Gallery()
// expect: card Ant favorite false
// expect: card Bee favorite false
// expect: appear Ant
// expect: appear Bee
:tap "Ant"
// expect: card Ant favorite true
:tap "Show grid"
// expect: card Ant favorite false
// expect: card Bee favorite false
// expect: disappear Ant
// expect: disappear Bee
// expect: appear Ant
// expect: appear Bee
