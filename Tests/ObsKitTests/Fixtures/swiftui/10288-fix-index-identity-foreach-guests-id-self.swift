// identity-and-lifetime style: the fix for index identity, ForEach(guests, id: \.self) with a @StateObject per row: each row's model lives exactly as long as its id; removing the first guest deinits that guest's model only, and the other rows keep theirs without a body run (rules §1.2, §1.4, §4.3, §4.4)
import SwiftUI

final class SeatTracker: ObservableObject {
    static var made = 0
    let number: Int
    @Published var checkedIn = false

    init() {
        SeatTracker.made += 1
        number = SeatTracker.made
        print("SeatTracker \(number) init")
    }

    deinit { print("SeatTracker \(number) deinit") }
}

struct GuestRow: View {
    let name: String
    @StateObject private var seat = SeatTracker()

    var body: some View {
        let _ = print("GuestRow body: \(name) seat \(seat.number) \(seat.checkedIn ? "in" : "out")")
        Button(seat.checkedIn ? "\(name) is in" : "Check in \(name)") { seat.checkedIn = true }
    }
}

struct GuestList: View {
    @State private var guests = ["Ana", "Ben", "Cy"]

    var body: some View {
        let _ = print("GuestList body: \(guests.joined(separator: ", "))")
        VStack {
            Button("Remove first guest") { guests.removeFirst() }
            ForEach(guests, id: \.self) { name in
                GuestRow(name: name)
            }
        }
    }
}

:mount GuestList()
// expect: GuestList body: Ana, Ben, Cy
// expect: SeatTracker 1 init
// expect: GuestRow body: Ana seat 1 out
// expect: SeatTracker 2 init
// expect: GuestRow body: Ben seat 2 out
// expect: SeatTracker 3 init
// expect: GuestRow body: Cy seat 3 out
:tap "Check in Ben"
// expect: GuestRow body: Ben seat 2 in
:tap "Remove first guest"
// expect: GuestList body: Ben, Cy
// expect: SeatTracker 1 deinit
:tap "Check in Cy"
// expect: GuestRow body: Cy seat 3 in
