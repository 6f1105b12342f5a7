// A child view that takes a closure (`onTap`), and the common fix of making it Equatable while ignoring the
// closure (the Airbnb engineering and "closures are evil" posts on SwiftUI performance).
// What SwiftUI does: a closure that captures something gets a new context each time the parent's body makes it,
// so it never compares equal, and the child's body runs at every parent render (rules §2.4, T15). A view holding a
// closure is not plain data, so if it is Equatable its `==` decides (rules §2.2): EquatableSwatch compares only
// the name and is skipped. Both closures write the parent's @State, which the parent's body reads.
import SwiftUI

struct Swatch: View {
    let name: String
    let onTap: () -> Void

    var body: some View {
        let _ = print("Swatch \(name) body")
        Button(name, action: onTap)
    }
}

struct EquatableSwatch: View, Equatable {
    let name: String
    let onTap: () -> Void

    static func == (lhs: EquatableSwatch, rhs: EquatableSwatch) -> Bool {
        lhs.name == rhs.name
    }

    var body: some View {
        let _ = print("EquatableSwatch \(name) body")
        Button(name, action: onTap)
    }
}

struct PalettePicker: View {
    @State private var picked = "none"

    var body: some View {
        let _ = print("PalettePicker body, picked \(picked)")
        VStack {
            Swatch(name: "Coral") { picked = "Coral" }
            EquatableSwatch(name: "Teal") { picked = "Teal" }
        }
    }
}

:mount PalettePicker()
// expect: PalettePicker body, picked none
// expect: Swatch Coral body
// expect: EquatableSwatch Teal body
:tap "Coral"
// expect: PalettePicker body, picked Coral
// expect: Swatch Coral body
:tap "Teal"
// expect: PalettePicker body, picked Teal
// expect: Swatch Coral body
:tap "Teal"
