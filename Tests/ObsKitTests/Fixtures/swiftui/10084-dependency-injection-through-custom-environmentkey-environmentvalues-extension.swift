// architecture style: dependency injection through a custom EnvironmentKey (an `EnvironmentValues` extension with a computed property) holding a protocol-typed service; a mock set on one subtree, a swap at the root reaches only the view that does not override it (rules §14.2, §2.5, §2.7)
import SwiftUI

protocol GreetingService {
    func greeting(for name: String) -> String
}

struct LiveGreetingService: GreetingService {
    func greeting(for name: String) -> String { "Hello, \(name)" }
}

struct MockGreetingService: GreetingService {
    func greeting(for name: String) -> String { "[mock] Hi \(name)" }
}

private struct GreetingServiceKey: EnvironmentKey {
    static let defaultValue: any GreetingService = LiveGreetingService()
}

extension EnvironmentValues {
    var greetingService: any GreetingService {
        get { self[GreetingServiceKey.self] }
        set { self[GreetingServiceKey.self] = newValue }
    }
}

struct GreetingView: View {
    let name: String
    @Environment(\.greetingService) private var service

    var body: some View {
        let _ = print("GreetingView body: \(service.greeting(for: name))")
        Text(service.greeting(for: name))
    }
}

struct GreetingsDemo: View {
    @State private var useMock = false

    var rootService: any GreetingService {
        if useMock {
            return MockGreetingService()
        } else {
            return LiveGreetingService()
        }
    }

    var body: some View {
        let _ = print("GreetingsDemo body: mock=\(useMock)")
        VStack {
            GreetingView(name: "Ada")
            GreetingView(name: "Linus")
                .environment(\.greetingService, MockGreetingService())
            Button("Swap") { useMock.toggle() }
        }
        .environment(\.greetingService, rootService)
    }
}

:mount GreetingsDemo()
// expect: GreetingsDemo body: mock=false
// expect: GreetingView body: Hello, Ada
// expect: GreetingView body: [mock] Hi Linus
:tap "Swap"
// expect: GreetingsDemo body: mock=true
// expect: GreetingView body: [mock] Hi Ada
:tap "Swap"
// expect: GreetingsDemo body: mock=false
// expect: GreetingView body: Hello, Ada
