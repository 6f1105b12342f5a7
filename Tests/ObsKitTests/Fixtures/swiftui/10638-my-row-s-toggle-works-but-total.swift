// Stack Overflow style: "my row's Toggle works but the total never changes" (pitfall part: the row copies the item into its own @State, so the toggle changes the row's copy and the list never hears of it; fix part: ForEach($items) hands the row a binding to the element, the write reaches the list's @State and the total updates) (rules §3.2, §3.5, §9.3, §15.1, §2.5)
import SwiftUI

struct Gear: Identifiable, Equatable {
    let id: Int
    var name: String
    var packed = false
}

struct CopyRow: View {
    @State var gear: Gear

    var body: some View {
        let _ = print("CopyRow body: \(gear.name) \(gear.packed)")
        Toggle(gear.name, isOn: $gear.packed)
    }
}

struct BoundRow: View {
    @Binding var gear: Gear

    var body: some View {
        let _ = print("BoundRow body: \(gear.name) \(gear.packed)")
        Toggle(gear.name, isOn: $gear.packed)
    }
}

struct PackingPitfall: View {
    @State private var gear = [Gear(id: 1, name: "Tent"), Gear(id: 2, name: "Stove")]

    var body: some View {
        let _ = print("PackingPitfall body: packed \(gear.filter(\.packed).count)")
        ForEach(gear) { item in
            CopyRow(gear: item)
        }
    }
}

struct PackingFixed: View {
    @State private var gear = [Gear(id: 1, name: "Tent"), Gear(id: 2, name: "Stove")]

    var body: some View {
        let _ = print("PackingFixed body: packed \(gear.filter(\.packed).count)")
        ForEach($gear) { $item in
            BoundRow(gear: $item)
        }
    }
}

// --- pitfall part
:mount PackingPitfall()
// expect: PackingPitfall body: packed 0
// expect: CopyRow body: Tent false
// expect: CopyRow body: Stove false
:toggle "Tent"
// expect: CopyRow body: Tent true
// --- fix part
:mount PackingFixed()
// expect: PackingFixed body: packed 0
// expect: BoundRow body: Tent false
// expect: BoundRow body: Stove false
:toggle "Tent"
// expect: PackingFixed body: packed 1
// expect: BoundRow body: Tent true
// expect: BoundRow body: Stove false
