// Forum question: "I check in Ann, then swipe Ann away, and now Bob is checked in!" `ForEach(guests.indices,
// id: \.self)` makes the *index* each row's identity (rules §1.2; Apple `foreach/init(_:id:content:)`). After
// removing guest 0 the ids are 0 and 1: id 0 keeps its node and its @State (`checkedIn = true`) but now gets
// "Bob", so its body runs with Bob's name and Ann's state (§2.7, §3.2); id 1 now shows Cara; id 2 is gone, so its
// node dies and runs onDisappear, with the closure its last body made, which named "Cara" (§1.4, §11.1).
// onDelete receives the offsets in the ForEach's data (§15.2).
import SwiftUI

struct GuestRow: View {
    let name: String
    @State private var checkedIn = false

    var body: some View {
        let _ = print("row \(name) checked in \(checkedIn)")
        Button(checkedIn ? "\(name) ✓" : name) { checkedIn.toggle() }
            .onDisappear { print("disappear \(name)") }
    }
}

struct GuestList: View {
    @State private var guests = ["Ann", "Bob", "Cara"]

    var body: some View {
        List {
            ForEach(guests.indices, id: \.self) { i in
                GuestRow(name: guests[i])
            }
            .onDelete { offsets in
                print("delete \(Array(offsets))")
                guests.remove(atOffsets: offsets)
            }
        }
    }
}

:mount GuestList()
// expect: row Ann checked in false
// expect: row Bob checked in false
// expect: row Cara checked in false
:tap "Ann"
// expect: row Ann checked in true
:delete "Ann ✓"
// expect: delete [0]
// expect: row Bob checked in true
// expect: row Cara checked in false
// expect: disappear Cara
