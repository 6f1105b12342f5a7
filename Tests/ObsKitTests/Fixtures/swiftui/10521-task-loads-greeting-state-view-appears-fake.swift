// async-in-views style: .task loads a greeting into @State when the view appears; the fake loader awaits Task.sleep on the virtual clock; the body runs once before and once after the load
import SwiftUI

func loadGreeting() async -> String {
    try? await Task.sleep(for: .seconds(1))
    return "Hello, Taylor"
}

struct GreetingView: View {
    @State private var greeting = "Loading..."

    var body: some View {
        let _ = print("GreetingView body: \(greeting)")
        Text(greeting)
            .task {
                print("task started")
                greeting = await loadGreeting()
                print("task finished")
            }
    }
}

:mount GreetingView()
// expect: GreetingView body: Loading...
// expect: task started
:advance 500ms
:advance 500ms
// expect: task finished
// expect: GreetingView body: Hello, Taylor
:unmount
