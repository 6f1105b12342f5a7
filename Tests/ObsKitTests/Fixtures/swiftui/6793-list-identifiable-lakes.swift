// Follows Apple's `List` page (https://developer.apple.com/documentation/swiftui/list), "List(oceans) { ... }": a
// list built from an array of an Identifiable struct whose `id` is a UUID. Own code: a list of lakes with an Add
// button and a visit counter in each row.
// - `List(_:rowContent:)` identifies each row by its element's `id` (Apple `list`; rules §1.2): appending an element
//   makes one new row; the rows already there keep their nodes and their @State.
// - The new row's body runs after the parent's body, and its onAppear after the update (rules §2.8, §10.3, §11.1).
// - A kept row gets an equal value (same lake, @State compared by its initial value) and does not run its body
//   (rules §2.3, §2.5, §2.7).
// - Lists build the rows they show (rules §1.5); three one-line rows fit on an iPhone screen, so each new row is
//   on screen at once. The script starts with one lake and adds one per tap, so each update makes at most one row
//   (the order of several new rows' bodies and onAppear calls is not specified).
// - The button's action does nothing once the waiting list is empty: no state is written, so nothing runs (rules
//   §0.2, §3.4).
import SwiftUI

struct Lake: Identifiable {
    let name: String
    let id = UUID()
}

struct LakeRow: View {
    let lake: Lake
    @State private var visits = 0

    var body: some View {
        let _ = print("LakeRow body \(lake.name), visits \(visits)")
        Button("\(lake.name): \(visits) visits") {
            visits += 1
        }
        .onAppear {
            print("LakeRow appeared \(lake.name)")
        }
    }
}

struct LakeList: View {
    @State private var lakes = [Lake(name: "Superior")]
    @State private var waiting = ["Victoria", "Baikal"]

    var body: some View {
        let _ = print("LakeList body: \(lakes.map(\.name).joined(separator: ", "))")
        VStack {
            List(lakes) { lake in
                LakeRow(lake: lake)
            }
            Button("Add lake") {
                if !waiting.isEmpty {
                    lakes.append(Lake(name: waiting.removeFirst()))
                }
            }
        }
    }
}

:mount LakeList()
// expect: LakeList body: Superior
// expect: LakeRow body Superior, visits 0
// expect: LakeRow appeared Superior
:tap "Superior: 0 visits"
// expect: LakeRow body Superior, visits 1
:tap "Add lake"
// expect: LakeList body: Superior, Victoria
// expect: LakeRow body Victoria, visits 0
// expect: LakeRow appeared Victoria
:tap "Add lake"
// expect: LakeList body: Superior, Victoria, Baikal
// expect: LakeRow body Baikal, visits 0
// expect: LakeRow appeared Baikal
:tap "Add lake"
:tap "Superior: 1 visits"
// expect: LakeRow body Superior, visits 2
:tap "Victoria: 0 visits"
// expect: LakeRow body Victoria, visits 1
