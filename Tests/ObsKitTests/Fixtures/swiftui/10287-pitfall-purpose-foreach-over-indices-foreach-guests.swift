// identity-and-lifetime style: PITFALL on purpose, ForEach over indices (ForEach(guests.indices, id: \.self)): after removing the first guest, each row's @State stays at its position, so Ben's check-in shows on Cy's row, and the row that goes away is the last index, whose onDisappear names Cy (rules §1.2, §1.4, §15.1, §11.1)
import SwiftUI

struct GuestRow: View {
    let name: String
    @State private var checkedIn = false

    var body: some View {
        let _ = print("GuestRow body: \(name) \(checkedIn ? "in" : "out")")
        Button(checkedIn ? "\(name) is in" : "Check in \(name)") { checkedIn = true }
            .onDisappear { print("row of \(name) went away") }
    }
}

struct GuestList: View {
    @State private var guests = ["Ana", "Ben", "Cy"]

    var body: some View {
        let _ = print("GuestList body: \(guests.joined(separator: ", "))")
        VStack {
            Button("Remove first guest") { guests.removeFirst() }
            ForEach(guests.indices, id: \.self) { index in
                GuestRow(name: guests[index])
            }
        }
    }
}

:mount GuestList()
// expect: GuestList body: Ana, Ben, Cy
// expect: GuestRow body: Ana out
// expect: GuestRow body: Ben out
// expect: GuestRow body: Cy out
:tap "Check in Ben"
// expect: GuestRow body: Ben in
:tap "Remove first guest"
// expect: GuestList body: Ben, Cy
// expect: GuestRow body: Ben out
// expect: GuestRow body: Cy in
// expect: row of Cy went away
:tap "Check in Ben"
// expect: GuestRow body: Ben in
