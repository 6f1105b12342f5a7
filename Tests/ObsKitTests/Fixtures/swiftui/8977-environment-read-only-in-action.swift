// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (if body doesn't read any property of the observable object, the view doesn't track it: the button view reads and writes tally only in its action, so it never updates; the label that reads tally in its body does)
import SwiftUI
import Observation

@Observable
final class Tally {
    var value = 0
}

struct TallyButton: View {
    @Environment(Tally.self) private var tally

    var body: some View {
        let _ = print("button body")
        Button("Add one") {
            tally.value += 1
            print("action saw \(tally.value)")
        }
    }
}

struct TallyLabel: View {
    @Environment(Tally.self) private var tally

    var body: some View {
        let _ = print("label \(tally.value)")
        Text("\(tally.value)")
    }
}

struct TallyScreen: View {
    @State private var tally = Tally()

    var body: some View {
        VStack {
            TallyLabel()
            TallyButton()
        }
        .environment(tally)
    }
}

:mount TallyScreen()
:tap "Add one"
:tap "Add one"
// expect: label 0
// expect: button body
// expect: action saw 1
// expect: label 1
// expect: action saw 2
// expect: label 2
