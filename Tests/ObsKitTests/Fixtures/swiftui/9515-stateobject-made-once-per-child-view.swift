// SwiftUI from a community tutorial: https://daringsnowball.net/articles/stateobject-lifecycle (@StateObject made once per child view, kept while the parent re-renders; two children, two models)
// The post's second experiment puts two `ChildView()`s, each with `@StateObject var viewModel = ViewModel()`, in one
// parent and finds two models. Apple's StateObject page: SwiftUI "creates a new instance of the model object only once
// during the lifetime of the container that declares the state object". Here the parent also re-renders (it shows a
// counter), which builds new ChildView values but makes no new model, so each child's taps keep counting.
// - Mount: two models, in the children's order.
// - Tap the first child; refresh the parent; tap the first child again (2), then the second (1).
import SwiftUI

final class ViewModel: ObservableObject {
    static var made = 0
    let number: Int
    @Published var taps = 0

    init() {
        ViewModel.made += 1
        number = ViewModel.made
        print("ViewModel init #\(number)")
    }
}

struct ChildView: View {
    let label: String
    @StateObject var viewModel = ViewModel()

    var body: some View {
        Button("Tap \(label)") {
            viewModel.taps += 1
            print("\(label): \(viewModel.taps) taps on model #\(viewModel.number)")
        }
    }
}

struct ParentView: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("Parent refreshed \(refreshes) times")
            Button("Refresh parent") {
                refreshes += 1
                print("parent refresh \(refreshes)")
            }
            ChildView(label: "A")
            ChildView(label: "B")
        }
    }
}

:mount ParentView()
// expect: ViewModel init #1
// expect: ViewModel init #2
:tap "Tap A"
// expect: A: 1 taps on model #1
:tap "Refresh parent"
// expect: parent refresh 1
:tap "Refresh parent"
// expect: parent refresh 2
:tap "Tap A"
// expect: A: 2 taps on model #1
:tap "Tap B"
// expect: B: 1 taps on model #2
