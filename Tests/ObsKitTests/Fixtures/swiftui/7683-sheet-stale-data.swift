// Style: Stack Overflow question. Forum question: "My sheet shows the old (empty) selection the first time I open it, although I set the selection before showing it."
// SwiftUI: the tap writes `selected` and `showDetail`, but the body read neither, so it does not run (rules §3.5); the sheet is drawn from the last body's
// closure (rules §8.7, ObsREPL's choice), whose captured State answers the value of the box's last update during the update, nil (rules §3.4).
// `sheet(item:)` builds its content from the unwrapped item (rules §13.1; Apple `view/sheet(item:ondismiss:content:)`); a capture list reads `selected` in the body, so the body runs first (rules §3.5).
import SwiftUI

struct Fruit: Identifiable {
    let id: Int
    let name: String
}

struct FruitDetail: View {
    let name: String

    var body: some View {
        let _ = print("detail shows \(name)")
        Text(name)
    }
}

struct StaleFruitList: View {
    @State private var selected: String?
    @State private var showDetail = false

    var body: some View {
        let _ = print("stale list body")
        Button("Show Apple") {
            selected = "Apple"
            showDetail = true
        }
        .sheet(isPresented: $showDetail) {
            FruitDetail(name: selected ?? "nothing")
        }
    }
}

struct ItemFruitList: View {
    @State private var selected: Fruit?

    var body: some View {
        let _ = print("item list body")
        Button("Show Pear") { selected = Fruit(id: 2, name: "Pear") }
            .sheet(item: $selected) { fruit in
                FruitDetail(name: fruit.name)
            }
    }
}

struct CapturingFruitList: View {
    @State private var selected: String?
    @State private var showDetail = false

    var body: some View {
        let _ = print("capturing list body")
        Button("Show Kiwi") {
            selected = "Kiwi"
            showDetail = true
        }
        .sheet(isPresented: $showDetail) { [selected] in
            FruitDetail(name: selected ?? "nothing")
        }
    }
}

struct FruitScreen: View {
    var body: some View {
        VStack {
            StaleFruitList()
            ItemFruitList()
            CapturingFruitList()
        }
    }
}

:mount FruitScreen()
// expect: stale list body
// expect: item list body
// expect: capturing list body
:tap "Show Apple"
// expect: detail shows nothing
:dismiss
:tap "Show Pear"
// expect: detail shows Pear
:dismiss
:tap "Show Kiwi"
// expect: capturing list body
// expect: detail shows Kiwi
