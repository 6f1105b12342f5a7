// Apple Developer Forums style: classic pitfall (on purpose): a row that takes an action closure runs at every parent render, since a capturing closure never equals the last one; the accepted fix makes the row Equatable on its title, so SwiftUI compares it with == (rules §2.4, §2.2, T15)
import SwiftUI

struct ActionRow: View {
    let title: String
    let onTap: () -> Void

    var body: some View {
        let _ = print("ActionRow body: \(title)")
        Button(title, action: onTap)
    }
}

struct EquatableActionRow: View, Equatable {
    let title: String
    let onTap: () -> Void

    static func == (lhs: EquatableActionRow, rhs: EquatableActionRow) -> Bool {
        lhs.title == rhs.title
    }

    var body: some View {
        let _ = print("EquatableActionRow body: \(title)")
        Button(title, action: onTap)
    }
}

struct ActionsScreen: View {
    @State private var count = 0

    var body: some View {
        let _ = print("ActionsScreen body: \(count)")
        VStack {
            ActionRow(title: "Plain", onTap: { count += 1 })
            EquatableActionRow(title: "Equatable", onTap: { count += 1 })
        }
    }
}

:mount ActionsScreen()
// expect: ActionsScreen body: 0
// expect: ActionRow body: Plain
// expect: EquatableActionRow body: Equatable
:tap "Plain"
// expect: ActionsScreen body: 1
// expect: ActionRow body: Plain
:tap "Equatable"
// expect: ActionsScreen body: 2
// expect: ActionRow body: Plain
