// Follows Apple's `ForEach.init(_:id:content:)` page
// (https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)): the instance "uniquely identifies
// and creates views across updates based on the provided key path to the underlying data's identifier". Own code: a
// guest book kept twice: by name with `id: \.self` (the app refuses a name already there, since two equal names
// would be two rows with one id), and as Identifiable guests with a UUID each (two guests may share a name).
// - What SwiftUI does with two rows of one id is not specified (Apple documents only ids that identify uniquely; at
//   run time SwiftUI logs that such an id "occurs multiple times within the collection, this will give undefined
//   results"), so this file never makes them: the name list refuses "Sam" a second time; that action writes no
//   state, so nothing runs (rules §0.2).
// - Two guests named Sam have two ids, hence two rows with their own @State (rules §1.2); adding one makes one row
//   and keeps the first Sam's seats.
// - Rows print only from their actions; the labels tapped (the second "guest Sam" with `:tap ... 2`) show each row's
//   @State.
import SwiftUI

struct Guest: Identifiable {
    let id = UUID()
    let name: String
}

struct SeatRow: View {
    let label: String
    @State private var seats = 1

    var body: some View {
        Button("\(label): \(seats) seats") {
            seats += 1
            print("seat added for \(label)")
        }
    }
}

struct GuestBook: View {
    @State private var names = ["Sam"]
    @State private var guests = [Guest(name: "Sam")]

    var body: some View {
        let _ = print("GuestBook body: \(names.count) names, \(guests.count) guests")
        List {
            Section("By name") {
                ForEach(names, id: \.self) { name in
                    SeatRow(label: "name \(name)")
                }
                Button("Invite Sam by name") {
                    if names.contains("Sam") {
                        print("Sam is already on the list")
                    } else {
                        names.append("Sam")
                    }
                }
            }
            Section("By guest") {
                ForEach(guests) { guest in
                    SeatRow(label: "guest \(guest.name)")
                }
                Button("Invite another Sam") {
                    guests.append(Guest(name: "Sam"))
                }
            }
        }
    }
}

:mount GuestBook()
// expect: GuestBook body: 1 names, 1 guests
:tap "Invite Sam by name"
// expect: Sam is already on the list
:tap "guest Sam: 1 seats"
// expect: seat added for guest Sam
:tap "Invite another Sam"
// expect: GuestBook body: 1 names, 2 guests
:tap "guest Sam: 1 seats"
// expect: seat added for guest Sam
:tap "guest Sam: 2 seats" 2
// expect: seat added for guest Sam
:tap "guest Sam: 3 seats"
// expect: seat added for guest Sam
:tap "name Sam: 1 seats"
// expect: seat added for name Sam
