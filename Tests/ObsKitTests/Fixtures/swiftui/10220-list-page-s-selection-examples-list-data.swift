// Apple docs style: the List page's selection examples: List(data, selection:) over Identifiable rows with a Set of ids (a tap toggles the row), and List(selection:) with ForEach(id: \.self) over an optional single selection (rules §15.18, §15.7)
import SwiftUI

struct Lake: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct LakePicker: View {
    private let lakes = [Lake(id: 1, name: "Superior"), Lake(id: 2, name: "Huron"), Lake(id: 3, name: "Erie")]
    @State private var chosen = Set<Int>()
    @State private var favorite: String?

    var body: some View {
        let _ = print("LakePicker body: \(chosen.sorted()) favorite \(favorite ?? "none")")
        VStack {
            List(lakes, selection: $chosen) { lake in
                Text(lake.name)
            }
            Text("\(chosen.count) selections")
            List(selection: $favorite) {
                ForEach(["Tahoe", "Crater"], id: \.self) { name in
                    Text(name)
                }
            }
        }
    }
}

:mount LakePicker()
// expect: LakePicker body: [] favorite none
:tap "Huron"
// expect: LakePicker body: [2] favorite none
:tap "Erie"
// expect: LakePicker body: [2, 3] favorite none
:tap "Huron"
// expect: LakePicker body: [3] favorite none
:tap "Crater"
// expect: LakePicker body: [3] favorite Crater
