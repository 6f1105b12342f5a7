// Q (Stack Overflow style): "My counter resets to 0 whenever anything else on the screen changes"
// "TapCounter has `@ObservedObject var model: CounterModel` and the screen creates it right in its body:
// `TapCounter(model: CounterModel())`. Tapping works, but switching the theme puts the count back to 0."
// Accepted answer: an object made in a body is made again at every run of that body. @ObservedObject doesn't own
// it: the child's box just moves its subscription to the new instance (rules §5.1), and the old one, held by nothing
// else, deinits (rules §5.2, §5.3). The new init comes first (in the parent's body), then the old deinit, then the
// child's body with the fresh model (rules §5.3, scenario T8). Own the model with @StateObject (in the child, or in
// the parent and pass it down).
// Source: rules §5.1–§5.3, scenario T8; Apple https://developer.apple.com/documentation/swiftui/observedobject
// ("Don't specify a default or initial value for the observed object").
import SwiftUI

@MainActor
final class CounterModel: ObservableObject {
    private static var made = 0
    let number: Int
    @Published var taps = 0

    init() {
        CounterModel.made += 1
        number = CounterModel.made
        print("CounterModel #\(number) init")
    }

    deinit { print("CounterModel #\(number) deinit") }
}

struct TapCounter: View {
    @ObservedObject var model: CounterModel

    var body: some View {
        let _ = print("TapCounter body: model #\(model.number), \(model.taps) taps")
        Button("Tap (\(model.taps))") { model.taps += 1 }
    }
}

struct ScreenView: View {
    @State private var theme = "light"

    var body: some View {
        let _ = print("ScreenView body: \(theme)")
        VStack {
            TapCounter(model: CounterModel())
            Button("Switch theme") { theme = theme == "light" ? "dark" : "light" }
        }
    }
}

:mount ScreenView()
// expect: ScreenView body: light
// expect: CounterModel #1 init
// expect: TapCounter body: model #1, 0 taps
:tap "Tap (0)"
// expect: TapCounter body: model #1, 1 taps
:tap "Tap (1)"
// expect: TapCounter body: model #1, 2 taps
:tap "Switch theme"
// expect: ScreenView body: dark
// expect: CounterModel #2 init
// expect: CounterModel #1 deinit
// expect: TapCounter body: model #2, 0 taps
