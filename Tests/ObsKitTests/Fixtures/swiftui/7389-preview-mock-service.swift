// Previews with injected mocks, as Xcode 15+ users write them: a screen whose @Observable view model takes a
// protocol-typed service, and two named `#Preview`s, one with a mock and one with the live service.
// What SwiftUI does: a preview is a view like any other (rules §14.5, §15.16); `:preview "Name"` mounts the named one,
// unmounting the earlier root, so the first preview's model deinits before the second's is made (rules §1.4). The
// preview's body builds the screen, and the model made there is the screen's installed state (rules §3.2); a tap runs
// only the screen, which read `message` (rules §8.3); a second tap assigns an equal message and notifies nobody
// (rules §8.1).
// Sources: rules §1.4, §3.2, §8.1, §8.3, §14.5, §15.16; https://developer.apple.com/documentation/swiftui/previews-in-xcode
import SwiftUI

protocol GreetingService {
    func greeting(for name: String) -> String
}

struct LiveGreetingService: GreetingService {
    func greeting(for name: String) -> String { "Hello, \(name)!" }
}

struct MockGreetingService: GreetingService {
    func greeting(for name: String) -> String { "[mock] hi \(name)" }
}

@Observable
final class GreeterViewModel {
    private let service: any GreetingService
    private(set) var message = "Tap to greet"
    let source: String

    init(service: any GreetingService, source: String) {
        self.service = service
        self.source = source
        print("GreeterViewModel init (\(source))")
    }

    deinit { print("GreeterViewModel deinit (\(source))") }

    func greet() {
        message = service.greeting(for: "Lea")
    }
}

struct GreeterView: View {
    @State var viewModel: GreeterViewModel

    var body: some View {
        let _ = print("GreeterView body: \(viewModel.message)")
        VStack {
            Text(viewModel.message)
            Button("Greet") { viewModel.greet() }
        }
    }
}

#Preview("Mock") {
    GreeterView(viewModel: GreeterViewModel(service: MockGreetingService(), source: "mock"))
}

#Preview("Live") {
    GreeterView(viewModel: GreeterViewModel(service: LiveGreetingService(), source: "live"))
}

:preview "Mock"
// expect: GreeterViewModel init (mock)
// expect: GreeterView body: Tap to greet
:tap "Greet"
// expect: GreeterView body: [mock] hi Lea
:tap "Greet"
:preview "Live"
// expect: GreeterViewModel deinit (mock)
// expect: GreeterViewModel init (live)
// expect: GreeterView body: Tap to greet
:tap "Greet"
// expect: GreeterView body: Hello, Lea!
