// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) (onChange with initial: true runs once when the view appears, with the initial value as both old and new, then after each change with the old and new values)
// onChange(of:initial:_:): `initial` is "Whether the action should be run when this view initially appears"; the
// action's oldValue is "The old value that failed the comparison check (or the initial value when requested)" and
// newValue "The new value that failed the comparison check". The value is taken from the body, so the body that
// produced the new value runs first, then the action.
// - Mount: the body with 3, then the initial call: 3 -> 3.
// - "Louder": body with 5, then 3 -> 5.
// - "Louder": body with 7, then 5 -> 7.
import SwiftUI

struct VolumeControl: View {
    @State private var level = 3

    var body: some View {
        let _ = print("volume body: \(level)")
        VStack {
            Text("Volume \(level)")
            Button("Louder") { level += 2 }
        }
        .onChange(of: level, initial: true) { oldLevel, newLevel in
            print("level \(oldLevel) -> \(newLevel)")
        }
    }
}

:mount VolumeControl()
// expect: volume body: 3
// expect: level 3 -> 3
:tap "Louder"
// expect: volume body: 5
// expect: level 3 -> 5
:tap "Louder"
// expect: volume body: 7
// expect: level 5 -> 7
