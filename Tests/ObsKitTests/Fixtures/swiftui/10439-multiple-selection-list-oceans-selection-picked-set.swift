// Apple List docs style: multiple selection, List(oceans, selection: $picked) with a Set of ids; a tap on a row adds or removes its id, the screen reads the count and runs each time, and deleting the selected ones removes their rows (rules §15.18, §15.7, §3.5, §1.2)
import SwiftUI

struct Sea: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct SeaPicker: View {
    @State private var seas = [Sea(id: 1, name: "Baltic"), Sea(id: 2, name: "Coral"), Sea(id: 3, name: "Red")]
    @State private var picked = Set<Int>()

    var body: some View {
        let _ = print("SeaPicker body: \(picked.count) picked of \(seas.count)")
        NavigationStack {
            VStack {
                List(seas, selection: $picked) { sea in
                    Text(sea.name)
                }
                Button("Delete \(picked.count) picked") {
                    seas.removeAll { picked.contains($0.id) }
                    picked.removeAll()
                }
            }
            .toolbar { EditButton() }
        }
    }
}

:mount SeaPicker()
// expect: SeaPicker body: 0 picked of 3
:tap "Coral"
// expect: SeaPicker body: 1 picked of 3
:tap "Red"
// expect: SeaPicker body: 2 picked of 3
:tap "Coral"
// expect: SeaPicker body: 1 picked of 3
:tap "Delete 1 picked"
// expect: SeaPicker body: 0 picked of 2
