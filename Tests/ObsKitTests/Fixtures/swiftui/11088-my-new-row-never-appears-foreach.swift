// Reddit r/SwiftUI style (my new row never appears): ForEach over 0..<count reads its range once, so an append adds no row; ForEach with an id follows the data (rules §15.1, §1.2, §2.7)
import SwiftUI

struct GuestRow: View {
    let name: String
    let kind: String
    var body: some View {
        let _ = print("\(kind) row \(name)")
        Text(name)
    }
}

struct GuestsView: View {
    @State private var names = ["Al", "Bo"]
    var body: some View {
        let _ = print("GuestsView body \(names.count)")
        VStack {
            Button("Invite Cy") { names.append("Cy") }
            ForEach(0..<names.count) { index in
                GuestRow(name: names[index], kind: "range")
            }
            ForEach(names, id: \.self) { name in
                GuestRow(name: name, kind: "fixed")
            }
        }
    }
}

:mount GuestsView()
// expect: GuestsView body 2
// expect: range row Al
// expect: range row Bo
// expect: fixed row Al
// expect: fixed row Bo
:tap "Invite Cy"
// expect: GuestsView body 3
// expect: fixed row Cy
