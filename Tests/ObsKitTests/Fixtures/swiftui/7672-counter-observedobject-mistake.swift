// Beginner tutorial style: the classic first-week mistake. A tap counter card makes its model with
// `@ObservedObject var model = TapModel()`, and its parent's "Dark mode" toggle re-renders the parent.
// What SwiftUI does: every parent body builds the child again, and with it a new model (rules §2.6, §5.3, T8): the
// new init comes before the old deinit, the child's body runs for the new value (`@self`), and the count starts over.
// The fix, `@StateObject`, makes the model once per node (rules §4.2, §4.3, T7): the second card keeps its count.
import SwiftUI
import Combine

final class TapModel: ObservableObject {
    let name: String
    @Published var taps = 0
    init(name: String) { self.name = name; print("\(name) model init") }
    deinit { print("\(name) model deinit") }
}

struct ObservedCard: View {
    @ObservedObject var model = TapModel(name: "observed")
    var body: some View {
        let _ = print("observed card: \(model.taps)")
        Button("Tap observed (\(model.taps))") { model.taps += 1 }
    }
}

struct OwnedCard: View {
    @StateObject private var model = TapModel(name: "owned")
    var body: some View {
        let _ = print("owned card: \(model.taps)")
        Button("Tap owned (\(model.taps))") { model.taps += 1 }
    }
}

struct CardsScreen: View {
    @State private var darkMode = false
    var body: some View {
        let _ = print("screen, dark \(darkMode)")
        VStack {
            Toggle("Dark mode", isOn: $darkMode)
            ObservedCard()
            OwnedCard()
        }
    }
}

:mount CardsScreen()
// expect: screen, dark false
// expect: observed model init
// expect: observed card: 0
// expect: owned model init
// expect: owned card: 0
:tap "Tap observed (0)"
// expect: observed card: 1
:tap "Tap owned (0)"
// expect: owned card: 1
:toggle "Dark mode"
// expect: screen, dark true
// expect: observed model init
// expect: observed model deinit
// expect: observed card: 0
:tap "Tap owned (1)"
// expect: owned card: 2
