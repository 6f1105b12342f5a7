// A guest form whose @State fields are reset after each submission by changing its .id(formID); the parent receives the guest through a closure; expected output by the SwiftUI rules (rules §1 ".id(x) change resets all state of the subtree ... onDisappear+onAppear"; §3 read tracking; §2 parent body before the new child's body; §11 onAppear after the update)
import SwiftUI

struct Guest {
    var name: String
    var partySize: Int
}

struct GuestForm: View {
    var onSubmit: (Guest) -> Void
    @State private var name = ""
    @State private var partySize = 1

    var body: some View {
        let _ = print("form body: [\(name)] party of \(partySize)")
        Form {
            TextField("Guest name", text: $name)
            Stepper("Party of \(partySize)", value: $partySize, in: 1...8)
            Button("Add to list") {
                onSubmit(Guest(name: name, partySize: partySize))
            }
            .disabled(name.isEmpty)
        }
        .onAppear { print("form appeared") }
    }
}

struct GuestListView: View {
    @State private var guests: [Guest] = []
    @State private var formID = 0

    var body: some View {
        let _ = print("guest list body: \(guests.count) guests")
        VStack {
            Text("\(guests.reduce(0) { $0 + $1.partySize }) people coming")
            GuestForm { guest in
                print("added \(guest.name), party of \(guest.partySize)")
                guests.append(guest)
                formID += 1
            }
            .id(formID)
        }
    }
}

:mount GuestListView()
:type "Ada" into "Guest name"
:step "Party of 1" up
:tap "Add to list"
:type "Bo" into "Guest name"
:tap "Add to list"

// expect: guest list body: 0 guests
// expect: form body: [] party of 1
// expect: form appeared
// expect: form body: [A] party of 1
// expect: form body: [Ad] party of 1
// expect: form body: [Ada] party of 1
// expect: form body: [Ada] party of 2
// expect: added Ada, party of 2
// expect: guest list body: 1 guests
// expect: form body: [] party of 1
// expect: form appeared
// expect: form body: [B] party of 1
// expect: form body: [Bo] party of 1
// expect: added Bo, party of 1
// expect: guest list body: 2 guests
// expect: form body: [] party of 1
// expect: form appeared
