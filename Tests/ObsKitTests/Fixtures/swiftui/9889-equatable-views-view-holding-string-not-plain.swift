// Fatbobman style: Equatable views: a view holding a String is not plain data, so SwiftUI compares it with its own ==, which ignores the "last active" minute; the same fields without Equatable are compared field by field and re-run at each tick (rules §2.1, §2.2, §2.3, §2.7)
import SwiftUI

struct ContactCard: View, Equatable {
    let name: String
    let lastActive: Int

    static func == (lhs: ContactCard, rhs: ContactCard) -> Bool {
        lhs.name == rhs.name
    }

    var body: some View {
        let _ = print("ContactCard body: \(name), active \(lastActive)")
        Text(name)
    }
}

struct PlainCard: View {
    let name: String
    let lastActive: Int

    var body: some View {
        let _ = print("PlainCard body: \(name), active \(lastActive)")
        Text(name)
    }
}

struct PeopleScreen: View {
    @State private var minute = 0
    @State private var name = "Ada"

    var body: some View {
        let _ = print("PeopleScreen body: minute \(minute)")
        VStack {
            Button("Tick") { minute += 1 }
            Button("Rename") { name = "Grace" }
            ContactCard(name: name, lastActive: minute)
            PlainCard(name: name, lastActive: minute)
        }
    }
}

:mount PeopleScreen()
// expect: PeopleScreen body: minute 0
// expect: ContactCard body: Ada, active 0
// expect: PlainCard body: Ada, active 0
:tap "Tick"
// expect: PeopleScreen body: minute 1
// expect: PlainCard body: Ada, active 1
:tap "Tick"
// expect: PeopleScreen body: minute 2
// expect: PlainCard body: Ada, active 2
:tap "Rename"
// expect: PeopleScreen body: minute 2
// expect: ContactCard body: Grace, active 2
// expect: PlainCard body: Grace, active 2
:tap "Rename"
