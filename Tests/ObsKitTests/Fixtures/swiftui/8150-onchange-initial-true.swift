// SwiftUI from Apple's documentation: onChange(of:initial: true) runs once when the view appears, old == new
// Apple, onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg):
// `initial`: "Whether the action should be run when this view initially appears." oldValue: "The old value that failed
// the comparison check (or the initial value when requested)."
import SwiftUI

struct Player: View {
    @State private var track = 1
    var body: some View {
        Button("Skip") { track += 1 }
            .onChange(of: track, initial: true) { old, new in
                print("track \(old) -> \(new)")
            }
    }
}

:mount Player()
:tap "Skip"
// expect: track 1 -> 1
// expect: track 1 -> 2
