// Follows Apple's `Group` page (https://developer.apple.com/documentation/swiftui/group): "Use a group to collect
// multiple views into a single instance, without affecting the layout of those views ... any modifier you apply to
// the group affects all of that group's members."
// - `.environment` and `.disabled` on the group reach both members; the roster member outside the group keeps the
//   defaults ("plain", enabled) (Apple, same page; Apple `environmentvalues/isenabled`; rules §15.11, §15.17).
// - Changing the value set on the group re-runs each member reading it, in tree order; the outsider's values do not
//   change, so it does not run (rules §14.2, §2.7, §2.8).
import SwiftUI

extension EnvironmentValues {
    @Entry var memberTone: String = "plain"
}

struct Member: View {
    let name: String
    @Environment(\.memberTone) private var tone
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let _ = print("Member(\(name)) body: \(tone), enabled \(isEnabled)")
        Text(name)
    }
}

struct Roster: View {
    @State private var loud = false
    @State private var locked = false

    var body: some View {
        VStack {
            Group {
                Member(name: "Ada")
                Member(name: "Lin")
            }
            .environment(\.memberTone, loud ? "loud" : "plain")
            .disabled(locked)
            Member(name: "Guest")
            Button("Loud") { loud = true }
            Button("Lock") { locked = true }
        }
    }
}

:mount Roster()
// expect: Member(Ada) body: plain, enabled true
// expect: Member(Lin) body: plain, enabled true
// expect: Member(Guest) body: plain, enabled true
:tap "Loud"
// expect: Member(Ada) body: loud, enabled true
// expect: Member(Lin) body: loud, enabled true
:tap "Lock"
// expect: Member(Ada) body: loud, enabled false
// expect: Member(Lin) body: loud, enabled false
