// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/just (a Just publisher starts a chain: Just("Hello").map { ... }.assign(to: &$greeting) sets the @Published greeting during init, before the first body)
import SwiftUI
import Combine

final class GreetingModel: ObservableObject {
    @Published var greeting = ""

    init() {
        Just("Hello")
            .map { $0 + ", world" }
            .assign(to: &$greeting)
        print("init done: \(greeting)")
    }
}

struct GreetingView: View {
    @StateObject private var model = GreetingModel()

    var body: some View {
        let _ = print("body: \(model.greeting)")
        VStack {
            Text(model.greeting)
            Button("Shout") { model.greeting = model.greeting.uppercased() }
        }
    }
}

:mount GreetingView()
:tap "Shout"
// expect: init done: Hello, world
// expect: body: Hello, world
// expect: body: HELLO, WORLD
