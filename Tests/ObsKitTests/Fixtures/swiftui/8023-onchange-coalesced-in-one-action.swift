// SwiftUI from Apple's documentation: onChange compares the value between updates, so several writes in one action count as one change
// Apple, View.onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg): "value:
// The value to check against when determining whether to run the closure." "oldValue: The old value that failed the comparison check
// ... newValue: The new value that failed the comparison check." The check happens when the view updates, after the whole action:
// 0 → 1 → 2 in one tap is one change 0 → 2; 2 → 3 → 2 in one tap compares equal and runs nothing.
import SwiftUI

struct Score: View {
    @State private var points = 0

    var body: some View {
        VStack {
            Button("Double bonus") {
                points += 1
                points += 1
            }
            Button("Undo bonus") {
                points += 1
                points -= 1
            }
        }
        .onChange(of: points) { oldValue, newValue in
            print("points \(oldValue) -> \(newValue)")
        }
    }
}

:mount Score()
:tap "Double bonus"
// expect: points 0 -> 2
:tap "Undo bonus"
:tap "Double bonus"
// expect: points 2 -> 4
