// Airbnb Engineering "Understanding and Improving SwiftUI Performance" / Kurt Lee "Closure Is Evil": a capturing closure property makes the child differ at every parent render, a static function does not; rules §2.4, §2.3, §2.7 (T15)
import SwiftUI

struct ActionRow: View {
    let title: String
    let onTap: () -> Void

    var body: some View {
        let _ = print("ActionRow body: \(title)")
        Button(title, action: onTap)
    }
}

enum Actions {
    static func logHelp() {
        print("help tapped")
    }
}

struct ActionsScreen: View {
    @State private var count = 0

    var body: some View {
        let _ = print("ActionsScreen body: \(count)")
        VStack {
            ActionRow(title: "Add") { count += 1 }
            ActionRow(title: "Help", onTap: Actions.logHelp)
            Text("\(count)")
        }
    }
}

:mount ActionsScreen()
:tap "Add"
:tap "Help"
:tap "Add"

// expect: ActionsScreen body: 0
// expect: ActionRow body: Add
// expect: ActionRow body: Help
// expect: ActionsScreen body: 1
// expect: ActionRow body: Add
// expect: help tapped
// expect: ActionsScreen body: 2
// expect: ActionRow body: Add
