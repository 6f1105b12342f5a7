// "Protocol-oriented view models" post: the screen is generic over a view-model protocol that refines `Observable`,
// so the app passes the live view model and previews and tests pass a mock
// What SwiftUI does: read tracking is per property access, whatever static type the view sees: the body reads
// `greeting` through the protocol, which calls the concrete class's getter, and the macro's getter records the read
// (rules §8.1, §8.3), so "Refresh" re-runs the body. `visits` is only written, never read in a body, so "Visit" runs
// nothing (rules §8.3). The screen's `@State` is installed from the value given at mount (rules §3.2). The file
// prints with `print` and leaves `_printChanges` out of the generic view (rules §12.3).
// Sources: rules §3.2, §8.1, §8.3, §12.3; Apple `Observable`, "Managing model data in your app"
// https://developer.apple.com/documentation/observation/observable https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
import SwiftUI

@MainActor
protocol GreetingViewModeling: AnyObject, Observable {
    var greeting: String { get }
    func refresh()
    func visit()
}

@MainActor
@Observable
final class LiveGreetingViewModel: GreetingViewModeling {
    var greeting = "Good morning"
    var visits = 0

    func refresh() { greeting = "Good afternoon" }
    func visit() { visits += 1 }
}

@MainActor
@Observable
final class MockGreetingViewModel: GreetingViewModeling {
    var greeting = "Hello from the mock"
    var visits = 0

    init() {
        print("MockGreetingViewModel init")
    }

    func refresh() { greeting += "!" }
    func visit() { visits += 1 }
}

struct GreetingScreen<ViewModel: GreetingViewModeling>: View {
    @State private var viewModel: ViewModel

    init(viewModel: ViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        let _ = print("GreetingScreen body: \(viewModel.greeting)")
        VStack {
            Text(viewModel.greeting)
            Button("Refresh") { viewModel.refresh() }
            Button("Visit") { viewModel.visit() }
        }
    }
}

#Preview {
    GreetingScreen(viewModel: MockGreetingViewModel())
}

:mount GreetingScreen(viewModel: LiveGreetingViewModel())
// expect: GreetingScreen body: Good morning
:tap "Visit"
:tap "Refresh"
// expect: GreetingScreen body: Good afternoon
:tap "Refresh"
:preview
// expect: MockGreetingViewModel init
// expect: GreetingScreen body: Hello from the mock
:tap "Refresh"
// expect: GreetingScreen body: Hello from the mock!
:tap "Visit"
:tap "Refresh"
// expect: GreetingScreen body: Hello from the mock!!
