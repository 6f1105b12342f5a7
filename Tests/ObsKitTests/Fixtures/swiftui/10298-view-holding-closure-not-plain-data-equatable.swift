// identity-and-lifetime style: a view holding a closure is not plain data: an Equatable one is compared with its own == (title only), so a parent render skips it; a non-Equatable one compares field by field and the capturing closure always differs, so its body runs at every parent render (rules §2.2, §2.3, §2.4, §2.7, T15)
import SwiftUI

struct ActionRow: View, Equatable {
    let title: String
    let onTap: () -> Void

    static func == (lhs: ActionRow, rhs: ActionRow) -> Bool {
        lhs.title == rhs.title
    }

    var body: some View {
        let _ = print("ActionRow body: \(title)")
        Button(title, action: onTap)
    }
}

struct PlainActionRow: View {
    let title: String
    let onTap: () -> Void

    var body: some View {
        let _ = print("PlainActionRow body: \(title)")
        Button(title, action: onTap)
    }
}

struct Toolbox: View {
    @State private var uses = 0

    var body: some View {
        let _ = print("Toolbox body: \(uses) uses")
        VStack {
            ActionRow(title: "Copy") { uses += 1 }
            PlainActionRow(title: "Paste") { uses += 1 }
        }
    }
}

:mount Toolbox()
// expect: Toolbox body: 0 uses
// expect: ActionRow body: Copy
// expect: PlainActionRow body: Paste
:tap "Copy"
// expect: Toolbox body: 1 uses
// expect: PlainActionRow body: Paste
:tap "Paste"
// expect: Toolbox body: 2 uses
// expect: PlainActionRow body: Paste
:tap "Copy"
// expect: Toolbox body: 3 uses
// expect: PlainActionRow body: Paste
