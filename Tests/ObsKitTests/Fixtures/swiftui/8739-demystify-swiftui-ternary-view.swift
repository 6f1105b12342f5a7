// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2021/10022/ (Demystify SwiftUI: a ternary in a view's argument keeps one view whose state survives, while an if/else with a view in each branch gives two identities and the state starts over)
import SwiftUI

struct Tally: View {
    let title: String
    @State private var count = 0

    var body: some View {
        Button(title) {
            count += 1
            print("\(title): \(count)")
        }
    }
}

struct Board: View {
    @State private var isDay = true

    var body: some View {
        VStack {
            Button("Flip") { isDay.toggle() }
            Tally(title: isDay ? "Left day" : "Left night")
            if isDay {
                Tally(title: "Right day")
            } else {
                Tally(title: "Right night")
            }
        }
    }
}

:mount Board()
:tap "Left day"
:tap "Left day"
:tap "Right day"
:tap "Right day"
print("-- flip")
:tap "Flip"
:tap "Left night"
:tap "Right night"
// expect: Left day: 1
// expect: Left day: 2
// expect: Right day: 1
// expect: Right day: 2
// expect: -- flip
// expect: Left night: 3
// expect: Right night: 1
